import type { ReactNode } from 'react';
import { DocumentContext, type DocumentAssets } from './document-context';
import { PublicConfigContext, type PublicConfig } from '../public-config';

/** The providers every render (server and browser) wraps the router in. */
export function AppShell({ config, assets, children }: { config: PublicConfig; assets: DocumentAssets; children: ReactNode }) {
  return (
    <PublicConfigContext.Provider value={config}>
      <DocumentContext.Provider value={assets}>{children}</DocumentContext.Provider>
    </PublicConfigContext.Provider>
  );
}
