import type { StaticHandlerContext } from 'react-router';
import type { PublicConfig } from './public-config';

/** The JSON data block the server embeds and the browser entry reads before hydrating. */
export interface HydrationPayload {
  config: PublicConfig;
  cssHref: string;
  iconsHref: string;
  preloads: string[];
  router: {
    loaderData: StaticHandlerContext['loaderData'];
    /** The routes the server matched, outermost first, so the browser renders the same ones without matching again. */
    matches: Array<{ id: string; pathname: string; params: Record<string, string | undefined> }>;
  };
}
