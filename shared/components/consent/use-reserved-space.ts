import { useEffect, type RefObject } from 'react';

/**
 * While the fixed banner shows, its height is kept in --consent-space on the
 * root element. The stylesheet turns it into room at the foot of the page and
 * a scroll padding, so the page's last lines can scroll clear of the banner
 * and anything scrolled into view or focused (a form's submit button) stops
 * above it instead of behind it.
 */
export function useReservedSpace(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--consent-space', `${element.offsetHeight}px`);
    measure();
    // Text wraps differently as the window narrows or the visitor zooms, so the height is followed, not read once.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--consent-space');
    };
  }, [ref, active]);
}
