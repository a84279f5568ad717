import { useEffect, useRef } from 'react';

/** Where the navigation stops being a popover and sits in the header bar (the CSS breakpoint). */
const wideQuery = '(min-width: 64rem)';

/**
 * What the browser does not do for the phone menu popover on its own: move focus
 * into it when it opens, close it when a link in it is followed (or the page
 * would come back from the back-forward cache with the menu still open), when
 * focus leaves it, and when the window grows past the breakpoint.
 */
export function usePhoneMenu() {
  const navRef = useRef<HTMLElement>(null);

  // Hiding a popover that is not open does nothing, so this needs no check.
  const closeMenu = () => navRef.current?.hidePopover();

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') nav.querySelector<HTMLElement>('.site-nav__list a, .site-nav__list summary')?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a[href]')) closeMenu();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !nav.contains(next)) closeMenu();
    };
    const wide = window.matchMedia(wideQuery);
    nav.addEventListener('toggle', onToggle);
    nav.addEventListener('click', onClick);
    nav.addEventListener('focusout', onFocusOut);
    wide.addEventListener('change', closeMenu);
    return () => {
      nav.removeEventListener('toggle', onToggle);
      nav.removeEventListener('click', onClick);
      nav.removeEventListener('focusout', onFocusOut);
      wide.removeEventListener('change', closeMenu);
    };
  }, []);

  return { navRef, closeMenu };
}
