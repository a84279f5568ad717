import { useEffect, useRef, type RefObject } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function isVisible(element: HTMLElement): boolean {
  return element.isConnected && (typeof element.checkVisibility !== 'function' || element.checkVisibility());
}

/** Makes everything outside the dialog inert (unreachable and unclickable), returning what it changed. */
function inertAround(dialog: HTMLElement): Element[] {
  const changed: Element[] = [];
  for (let node: Element = dialog; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return changed;
}

/**
 * Modal behaviour while `open`: focus moves in (to the first field), Tab and
 * Shift+Tab stay inside, Escape closes, the page behind is inert and does not
 * scroll; on close focus goes back to the trigger.
 */
export function useModalDialog(dialog: RefObject<HTMLElement | null>, opts: { open: boolean; onClose: () => void; trigger: HTMLElement; fallbackFocusId?: string }): void {
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });

  const { open } = opts;
  useEffect(() => {
    const root = dialog.current;
    if (!root || !open) return;
    const inerted = inertAround(root);
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
      const head = items.at(0);
      const tail = items.at(-1);
      if (!head || !tail) return;
      const active = document.activeElement;
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
  }, [dialog, open]);
}
