/** The two events of a press, as React's synthetic events and the DOM's both give them. */
interface PressEvent {
  target: EventTarget | null;
  currentTarget: EventTarget | null;
}

/**
 * A click on the dialog element itself, not on anything inside it, is a click
 * on the backdrop: each dialog here fills the viewport, shaded, around its
 * panel. Only a press that starts and ends there counts, not a text selection
 * dragged out of the panel. Plain code, so the links that open the contact
 * dialog before its island hydrates (client/chrome/contact-links.ts) close it
 * by the same rule as the island (modal-dialog.ts).
 */
export function backdropPresses() {
  let pressedOnBackdrop = false;
  return {
    pointerDown: (event: PressEvent): void => {
      pressedOnBackdrop = event.target === event.currentTarget;
    },
    /** Whether this click ends a press on the backdrop. */
    isBackdropClick: (event: PressEvent): boolean => {
      const onBackdrop = pressedOnBackdrop && event.target === event.currentTarget;
      pressedOnBackdrop = false;
      return onBackdrop;
    },
  };
}
