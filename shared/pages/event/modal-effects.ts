import { useEffect } from 'react';

/** Stops the page behind a modal from scrolling, keeping its width steady where the scrollbar disappears. */
export function useScrollLock(): void {
  useEffect(() => {
    const { style } = document.body;
    const saved = { overflow: style.overflow, paddingRight: style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    style.overflow = 'hidden';
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
    return () => {
      style.overflow = saved.overflow;
      style.paddingRight = saved.paddingRight;
    };
  }, []);
}

/** Keeps Tab and Shift+Tab cycling through the focusable elements inside `container`. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const focusable = Array.from(container.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'));
  const first = focusable.at(0);
  const last = focusable.at(-1);
  if (!first || !last) return;
  const inside = container.contains(document.activeElement);
  if (event.shiftKey && (!inside || document.activeElement === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
    event.preventDefault();
    first.focus();
  }
}
