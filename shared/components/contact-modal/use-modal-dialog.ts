import { useEffect, useRef, type RefObject } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function isVisible(element: HTMLElement): boolean {
  return element.isConnected && (typeof element.checkVisibility !== 'function' || element.checkVisibility());
}

/**
 * Modal behaviour for a dialog rendered at the end of <body>: focus moves in
 * (to the first field), Tab and Shift+Tab stay inside, Escape closes, the page
 * behind is inert and does not scroll; on close focus goes back to the trigger.
 */
export function useModalDialog(
  dialog: RefObject<HTMLElement | null>,
  opts: { onClose: () => void; trigger: HTMLElement; fallbackFocusId?: string },
): void {
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });

  useEffect(() => {
    const root = dialog.current;
    if (!root) return;
    const overlay = root.parentElement;
    const inerted = Array.from(document.body.children).filter(
      (element) => element !== overlay && !element.hasAttribute('inert') && element.tagName !== 'SCRIPT',
    );
    for (const element of inerted) element.setAttribute('inert', '');
    const { style } = document.body;
    const saved = { overflow: style.overflow, paddingRight: style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    style.overflow = 'hidden';
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;

    const first = root.querySelector<HTMLElement>('input:not([tabindex="-1"]), textarea, select') ?? root.querySelector<HTMLElement>(focusable);
    first?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(root.querySelectorAll<HTMLElement>(focusable));
      if (!items.length) return;
      const active = document.activeElement;
      const head = items[0];
      const tail = items[items.length - 1];
      if (event.shiftKey && (active === head || !root.contains(active))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (active === tail || !root.contains(active))) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const element of inerted) element.removeAttribute('inert');
      style.overflow = saved.overflow;
      style.paddingRight = saved.paddingRight;
      const { trigger, fallbackFocusId } = latest.current;
      const fallback = fallbackFocusId ? document.getElementById(fallbackFocusId) : null;
      (isVisible(trigger) ? trigger : fallback)?.focus();
    };
  }, [dialog]);
}
