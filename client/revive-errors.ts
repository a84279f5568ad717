import type { HydrationPayload } from '../shared/hydration';

/** Turns the server's plain error data back into errors the route boundaries understand. */
export function revivedErrors(errors: HydrationPayload['router']['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(Object.entries(errors).map(([id, e]) => [id, Object.assign(new Error(e.message), { status: e.status })]));
}
