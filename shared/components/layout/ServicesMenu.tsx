import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { usePageLocation } from '../../page';
import { Link } from '../links';
import { serviceLinks, toolsLink } from './nav-links';
import { header } from '../../content/generated/site';

/**
 * The Services dropdown: a <details>, so it opens and closes without JavaScript.
 * With JavaScript it also opens on a mouse's hover, closes on a press outside it, and
 * works with the arrow keys and Escape.
 */
export function ServicesMenu() {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  // A click right after the pointer opened the menu by hovering should keep it open, not toggle it shut.
  const openedByHover = useRef(false);
  const { pathname } = usePageLocation();

  const setOpen = (open: boolean) => {
    if (details.current) details.current.open = open;
  };

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const links = () => Array.from(details.current?.querySelectorAll<HTMLAnchorElement>('.services-menu__list a') ?? []);
  const focusItem = (index: number) => {
    const items = links();
    items[(index + items.length) % items.length]?.focus();
  };

  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    if (!openedByHover.current) return;
    openedByHover.current = false;
    event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && details.current?.open) {
      // Handled here, so Escape closes the dropdown and not the phone menu around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      summary.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp' && index >= 0) {
      event.preventDefault();
      focusItem(index - 1);
    }
  };

  const isActive = [...serviceLinks, toolsLink].some((link) => link.to === pathname);

  return (
    <details
      ref={details}
      className="services-menu"
      // A mouse's hover only: the mouse events a browser makes up for a tap are not the same everywhere (in Chromium's
      // headless shell a tap on Services left it shut), and a finger never hovers.
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || details.current?.open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <summary ref={summary} className={`nav-link services-menu__button${isActive ? ' is-active' : ''}`} onClick={onSummaryClick}>
        {header.services}
        <svg className="chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </summary>
      <ul className="services-menu__list">
        {serviceLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="services-menu__link" aria-current={pathname === link.to ? 'page' : undefined} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
        <li className="services-menu__more">
          <Link to={toolsLink.to} className="services-menu__link services-menu__link--tools" aria-current={pathname === toolsLink.to ? 'page' : undefined} onClick={() => setOpen(false)}>
            {toolsLink.label}
          </Link>
        </li>
      </ul>
    </details>
  );
}
