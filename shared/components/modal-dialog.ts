import { useEffect, useRef, type MouseEvent, type PointerEvent, type RefObject } from 'react';

/**
 * Shows a <dialog> as a modal (showModal) while `open`: the browser moves focus
 * in, makes the page behind inert, closes it on Escape (its `close` event tells
 * the owner); the stylesheet stops the page scrolling
 * behind it (base.css). On close, focus goes to `returnFocus()`, not only to
 * whatever had it before: a click on a link does not focus it in every
 * browser, and the opener may have been hidden since (the phone menu).
 * A passive effect: React puts focus back where it was after a commit that
 * moved it, so a layout effect's focus would be undone. A dialog unmounted while
 * open has left the top layer with the document, and the page is no longer
 * inert by the time focus returns.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  opts: { open: boolean; returnFocus: () => HTMLElement | null | undefined; initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null },
): void {
  const latest = useRef(opts);
  useEffect(() => {
    latest.current = opts;
  });

  const { open } = opts;
  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    if (!element.open) element.showModal();
    // A dialog plain DOM code opened before React took it over may already have the visitor typing in it.
    if (!element.contains(element.ownerDocument.activeElement)) latest.current.initialFocus?.(element)?.focus();
    return () => {
      if (element.open) element.close();
      latest.current.returnFocus()?.focus();
    };
  }, [dialog, open]);
}

/**
 * A click on the dialog element itself, not on anything inside it, is a click
 * on the backdrop: each dialog here fills the viewport, shaded, around its
 * panel. Only a press that starts and ends there counts, not a text selection
 * dragged out of the panel. A pointer shortcut: keys close with Escape or the
 * Close button.
 */
export function useBackdropClose(onClose: () => void) {
  const pressedOnBackdrop = useRef(false);
  return {
    onPointerDown(event: PointerEvent<HTMLDialogElement>) {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      pressedOnBackdrop.current = false;
    },
  };
}
