import { jsonForScript } from '../../shared/components/HeadTags';
import type { HydrationPayload } from '../../shared/hydration';

/**
 * The page's data block. Only pages that rendered without an error carry one
 * (the error document is plain HTML the browser leaves alone).
 */
export function hydrationJson(payload: HydrationPayload): string {
  return jsonForScript(payload);
}
