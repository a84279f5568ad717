import type { StaticHandlerContext } from 'react-router';
import { jsonForScript } from '../../shared/components/HeadTags';
import type { PublicConfig } from '../../shared/public-config';
import type { HydrationPayload } from '../../shared/hydration';
import type { DocumentAssets } from '../../shared/components/document-context';

/**
 * The page's data block. Only pages that rendered without an error carry one
 * (the error boundary renders a plain document the browser leaves alone).
 */
export function hydrationJson(context: StaticHandlerContext, config: PublicConfig, assets: Pick<DocumentAssets, 'cssHref' | 'iconsHref' | 'preloads'>): string {
  const payload: HydrationPayload = {
    config,
    cssHref: assets.cssHref,
    iconsHref: assets.iconsHref,
    preloads: assets.preloads,
    router: {
      loaderData: context.loaderData,
      matches: context.matches.map((m) => ({ id: m.route.id, pathname: m.pathname, params: m.params })),
    },
  };
  return jsonForScript(payload);
}
