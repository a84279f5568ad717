/** Where the navigation stops being a popover and sits in the header bar (the CSS breakpoint). */
const wideQuery = '(min-width: 64rem)';

/**
 * What the browser does not do for the phone menu popover (#site-nav, Header.tsx) on its own: move focus
 * into it when it opens, close it when a link in it is followed (or the page would come back from the
 * back-forward cache with the menu still open), when focus leaves it, and when the window grows past the
 * breakpoint. Plain DOM code, installed by the entry before any React loads.
 */
export function startPhoneMenu(doc: Document): void {
  const nav = doc.getElementById('site-nav');
  if (!nav) return;
  // Hiding a popover that is not open does nothing, so this needs no check.
  const close = () => nav.hidePopover();
  nav.addEventListener('toggle', (event) => {
    if (event.newState === 'open') nav.querySelector<HTMLElement>('.site-nav__list a, .site-nav__list summary')?.focus();
  });
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]')) close();
  });
  nav.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !nav.contains(next)) close();
  });
  doc.defaultView?.matchMedia(wideQuery).addEventListener('change', close);
}
