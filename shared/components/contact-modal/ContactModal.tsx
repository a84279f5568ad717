import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { ContactForm } from '../../forms/ContactForm';
import { contact as contactCopy } from '../../content/generated/forms';

/** How long the modal shows its thank-you before closing (SPEC: 2000 ms). */
const modalCloseDelayMs = 2000;
import { useModalDialog } from './use-modal-dialog';
import type { ContactPrefill } from './ContactModalProvider';

export interface ContactModalProps {
  /** Closed, the dialog stays mounted and hidden, so a post still under way keeps its outcome for the next opening. */
  open: boolean;
  trigger: HTMLElement;
  /** Given anew at each opening that names something (a plan): fields the visitor has not typed in start with it. */
  prefill?: ContactPrefill;
  fallbackFocusId?: string;
  onClose: () => void;
}

/**
 * The Get in Touch dialog: the contact form over the page; closes itself 2 s after a message is sent.
 * Closing it never loses what the visitor typed or what became of a post: the post goes on, and the next
 * opening shows its outcome (the thank-you, or the error with every value); only a thank-you seen starts a new form.
 * Rendered beside the header (a direct child of <body>), not inside it: the header's backdrop-filter would trap a fixed overlay.
 */
export function ContactModal({ open, trigger, prefill, fallbackFocusId, onClose }: ContactModalProps) {
  const headingId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const pressedOnOverlay = useRef(false);
  const [sent, setSent] = useState(false);
  // A new key mounts an empty form once the visitor has seen the thank-you.
  const [formKey, setFormKey] = useState(0);
  const close = useCallback(() => {
    if (sent) {
      setSent(false);
      setFormKey((key) => key + 1);
    }
    onClose();
  }, [sent, onClose]);
  useModalDialog(dialog, { open, onClose: close, trigger, fallbackFocusId });

  useEffect(() => {
    if (!sent || !open) return;
    const timer = setTimeout(close, modalCloseDelayMs);
    return () => clearTimeout(timer);
  }, [sent, open, close]);

  // Only a press that starts and ends on the overlay closes it, not a text selection dragged out of the dialog.
  const onOverlayDown = (event: PointerEvent<HTMLDivElement>) => {
    pressedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOnOverlay.current && event.target === event.currentTarget) close();
    pressedOnOverlay.current = false;
  };

  return (
    // The overlay's click is a pointer shortcut: keys close the dialog with Escape (useModalDialog) or its Close button.
    <div className="contact-modal" role="presentation" hidden={!open} onPointerDown={onOverlayDown} onClick={onOverlayClick}>
      <div ref={dialog} className="contact-modal__dialog" role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <div className="contact-modal__head">
          <h2 id={headingId}>{contactCopy.modalHeading}</h2>
          <button type="button" className="contact-modal__close" aria-label={contactCopy.close} onClick={close}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p className="contact-modal__intro">{contactCopy.modalIntro}</p>
        <ContactForm key={formKey} prefill={prefill} onSent={() => setSent(true)} />
      </div>
    </div>
  );
}
