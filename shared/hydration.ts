import type { StaticHandlerContext } from 'react-router';
import type { PublicConfig } from './public-config';

/** The JSON data block the server embeds and the browser entry reads before hydrating. */
export interface HydrationPayload {
  config: PublicConfig;
  cssHref: string;
  preloads: string[];
  router: {
    loaderData: StaticHandlerContext['loaderData'];
    actionData: StaticHandlerContext['actionData'];
    errors: Record<string, { status: number; message: string }> | null;
  };
}
