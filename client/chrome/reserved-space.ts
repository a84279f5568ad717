/**
 * While the fixed consent banner shows, its height is kept in --consent-space on the
 * root element. The stylesheet turns it into room at the foot of the page and
 * a scroll padding, so the page's last lines can scroll clear of the banner
 * and anything scrolled into view or focused (a form's submit button) stops
 * above it instead of behind it. Returns what stops it once the banner hides.
 */
export function reserveSpaceFor(element: HTMLElement): () => void {
  const root = element.ownerDocument.documentElement;
  const measure = () => root.style.setProperty('--consent-space', `${element.offsetHeight}px`);
  measure();
  // Text wraps differently as the window narrows or the visitor zooms, so the height is followed, not read once.
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    root.style.removeProperty('--consent-space');
  };
}
