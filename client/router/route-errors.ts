/** The same test react-router applies to what a route boundary caught. */
export function isRouteErrorResponse(error: unknown): error is { status: number; statusText: string; internal: boolean; data: unknown } {
  const e = error as { status?: unknown; statusText?: unknown; internal?: unknown } | null;
  return e != null && typeof e.status === 'number' && typeof e.statusText === 'string' && typeof e.internal === 'boolean' && 'data' in e;
}

/**
 * Nothing, in the browser: a page whose loader or render failed is answered
 * with the error boundary's own plain document, which carries no data block
 * and is never hydrated.
 */
export function useRouteError(): undefined {
  return undefined;
}
