import type { ReactNode } from 'react';
import { DocumentContext, type DocumentAssets } from './document-context';
import { PublicConfigContext, type PublicConfig } from '../public-config';
import { IconSpriteContext } from './icon-sprite-context';

/** The providers the server renders every page in. */
export function AppShell({ config, assets, children }: { config: PublicConfig; assets: DocumentAssets; children: ReactNode }) {
  return (
    <PublicConfigContext.Provider value={config}>
      <DocumentContext.Provider value={assets}>
        <IconSpriteContext.Provider value={assets.iconsHref}>{children}</IconSpriteContext.Provider>
      </DocumentContext.Provider>
    </PublicConfigContext.Provider>
  );
}
