import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { trackPageView } from '../../analytics';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * On every path change: one page view with the path, and (after a push, or on
 * landing on /) a scroll to the top, smooth unless the visitor asked for less motion.
 * Moves focus to <main> after client navigation so screen readers start at the new page.
 */
export function useRouteChangeEffects(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    trackPageView(pathname);
    const isFirst = first.current;
    first.current = false;
    if (hash) return;
    if (navigationType === 'PUSH' || (isFirst && pathname === '/')) {
      window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
    if (!isFirst && navigationType !== 'POP') {
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps
}
