import { jsonForScript } from '../../shared/components/HeadTags';
import type { PublicConfig } from '../../shared/public-config';
import type { HydrationPayload, MatchedRoute } from '../../shared/hydration';
import type { DocumentAssets } from '../../shared/components/document-context';
import type { PageLocation } from '../../shared/page';

/**
 * The page's data block. Only pages that rendered without an error carry one
 * (the error document is plain HTML the browser leaves alone).
 */
export function hydrationJson(matches: MatchedRoute[], config: PublicConfig, assets: Pick<DocumentAssets, 'iconsHref'> & { preloads: string[] }, location?: PageLocation): string {
  const payload: HydrationPayload = { config, iconsHref: assets.iconsHref, preloads: assets.preloads, matches, ...(location ? { location } : {}) };
  return jsonForScript(payload);
}
