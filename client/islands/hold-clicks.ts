import { afterNextPaint } from '../after-first-paint';

/** What a held click is made on again: the links and buttons of an island's markup, the same in number and order before and after it hydrates. */
const controls = 'a[href], button';

/**
 * A plain click on a link or button of an island that has not hydrated yet (one whose marker carries
 * data-holds-clicks, and which hydrates on interaction) waits for it, and is made again on the same control once it
 * has: the visitor's first tap does what it does on the hydrated island (Load More adds the next posts instead of
 * leaving for the next page). If hydration fails, the click is made all the same and the browser does what it would
 * have without JavaScript: the link followed, the form sent. A modified click (a new tab) is left to the browser.
 */
export function holdClicks(marker: HTMLElement, startHydrating: () => void, hydrated: Promise<unknown>): void {
  let held: number | undefined;
  const hold = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const control = event.target instanceof Element ? event.target.closest(controls) : null;
    if (!control || !marker.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held = [...marker.querySelectorAll(controls)].indexOf(control);
    startHydrating();
  };
  marker.addEventListener('click', hold, { capture: true });
  void hydrated.then(() => {
    marker.removeEventListener('click', hold, { capture: true });
    if (held === undefined) return;
    const index = held;
    // After the hydrated island's first render has painted: a control that changes on hydration (Load More's link
    // becomes a button) is then the one in the page.
    afterNextPaint(() => marker.querySelectorAll<HTMLElement>(controls)[index]?.click());
  });
}
