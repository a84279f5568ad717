import { useEffect, useEffectEvent } from 'react';
import { usePageLocation } from '../../page';
import { trackPageView } from '../../analytics';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Once per page, when it hydrates: one page view with the address the visitor
 * asked for, and on landing on / (without a #fragment) a scroll to the top,
 * smooth unless the visitor asked for less motion. Every page is its own
 * document, so a path change is a new page and starts here again.
 */
export function useRouteChangeEffects(): void {
  const { pathname, hash } = usePageLocation();
  // An effect event: it reads the location the page landed on, and a later change of query or hash in place does not run it again.
  const onLanding = useEffectEvent(() => {
    // The address bar, not the page's location: a not-found page names its route's pattern ("/*", "/blog/:id")
    // so every dead link shares one cached document, and the firm wants to see which dead link was followed.
    trackPageView({ path: window.location.pathname, location: window.location.href, title: document.title });
    if (!hash && pathname === '/') window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  });
  useEffect(() => {
    onLanding();
  }, []);
}
