/**
 * The Services dropdown (ServicesMenu.tsx) is a <details>, so it opens and closes without JavaScript.
 * This adds what a dropdown is expected to do: open on a mouse's hover, close on a press outside it, on
 * leaving it by focus or on following one of its links, and work with the arrow keys and Escape.
 * Plain DOM code, installed by the entry before any React loads.
 */
export function startServicesMenu(doc: Document): void {
  const details = doc.querySelector<HTMLDetailsElement>('details.services-menu');
  const summary = details?.querySelector('summary');
  if (!details || !summary) return;
  // A click right after the pointer opened the menu by hovering should keep it open, not toggle it shut.
  let openedByHover = false;
  const links = () => [...details.querySelectorAll<HTMLAnchorElement>('.services-menu__list a')];
  const focusItem = (index: number) => {
    const items = links();
    items[(index + items.length) % items.length]?.focus();
  };

  doc.addEventListener('pointerdown', (event) => {
    if (details.open && !details.contains(event.target as Node)) details.open = false;
  });
  // A mouse's hover only: the mouse events a browser makes up for a tap are not the same everywhere (in Chromium's
  // headless shell a tap on Services left it shut), and a finger never hovers.
  details.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse' || details.open) return;
    openedByHover = true;
    details.open = true;
  });
  details.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover = false;
    details.open = false;
  });
  details.addEventListener('focusout', (event) => {
    if (!details.contains(event.relatedTarget as Node | null)) details.open = false;
  });
  summary.addEventListener('click', (event) => {
    if (!openedByHover) return;
    openedByHover = false;
    event.preventDefault();
  });
  details.addEventListener('click', (event) => {
    if ((event.target as Element).closest('.services-menu__list a')) details.open = false;
  });
  details.addEventListener('keydown', (event) => {
    const index = links().indexOf(doc.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && details.open) {
      // Handled here, so Escape closes the dropdown and not the phone menu around it.
      event.preventDefault();
      event.stopPropagation();
      details.open = false;
      summary.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      details.open = true;
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp' && index >= 0) {
      event.preventDefault();
      focusItem(index - 1);
    }
  });
}
