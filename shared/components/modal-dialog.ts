import { useEffect, useRef, useState, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { backdropPresses } from './backdrop-click';

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
 * Closes a dialog on a click on its backdrop (backdrop-click.ts says what
 * counts). A pointer shortcut: keys close with Escape or the Close button.
 */
export function useBackdropClose(onClose: () => void) {
  const [presses] = useState(backdropPresses);
  return {
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => presses.pointerDown(event),
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (presses.isBackdropClick(event)) onClose();
    },
  };
}
