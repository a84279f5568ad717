import { trackPageView } from '../../shared/analytics';

function prefersReducedMotion(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Once per page, after its first paint: one page view with the address the visitor asked for, and on landing on /
 * (without a #fragment) a scroll to the top, smooth unless the visitor asked for less motion. Every page is its own
 * document, so a path change is a new page and starts here again.
 */
export function onLanding(win: Window = window): void {
  const { pathname, hash, href } = win.location;
  // The address bar, not the route: a not-found page is one cached document for every dead link, and the firm wants
  // to see which dead link was followed.
  trackPageView({ path: pathname, location: href, title: win.document.title });
  if (!hash && pathname === '/') win.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion(win) ? 'auto' : 'smooth' });
}
