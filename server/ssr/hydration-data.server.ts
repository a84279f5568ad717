import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { jsonForScript } from '../../shared/components/HeadTags';
import type { PublicConfig } from '../../shared/public-config';
import type { HydrationPayload } from '../../shared/hydration';

/** Errors travel as plain data: a status and a message safe to show, never a stack. */
function serializeErrors(errors: StaticHandlerContext['errors']): HydrationPayload['router']['errors'] {
  if (!errors) return null;
  const out: Record<string, { status: number; message: string }> = {};
  for (const [id, error] of Object.entries(errors)) {
    out[id] = isRouteErrorResponse(error)
      ? { status: error.status, message: error.statusText }
      : { status: 500, message: 'Internal error' };
  }
  return out;
}

export function hydrationJson(context: StaticHandlerContext, config: PublicConfig, cssHref: string, preloads: string[]): string {
  const payload: HydrationPayload = {
    config,
    cssHref,
    preloads,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
  };
  return jsonForScript(payload);
}
