import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { ContactForm } from '../../forms/ContactForm';
import { contact as contactCopy } from '../../content/generated/forms';
import { useBackdropClose, useModalDialog } from '../modal-dialog';
import { firstField, returnFocusTarget, type ContactPrefill } from './contact-dialog-opener';

/** How long the modal shows its thank-you before closing (SPEC: 2000 ms). */
const modalCloseDelayMs = 2000;

export interface ContactModalProps {
  /** Closed, the dialog stays mounted (a closed <dialog> is not displayed), so a post still under way keeps its outcome for the next opening. */
  open: boolean;
  /** What opened it, where focus returns on closing; null before the first opening. */
  trigger: HTMLElement | null;
  /** Given anew at each opening that names something (a plan): fields the visitor has not typed in start with it. */
  prefill?: ContactPrefill;
  fallbackFocusId?: string;
  onClose: () => void;
  /** The <dialog> element, for an owner that shows it before React renders it open (ContactDialog.tsx). */
  ref?: Ref<HTMLDialogElement | null>;
}

/**
 * The Get in Touch dialog: the contact form over the page; closes itself 2 s after a message is sent.
 * Closing it never loses what the visitor typed or what became of a post: the post goes on, and the next
 * opening shows its outcome (the thank-you, or the error with every value); only a thank-you seen starts a new form.
 * A native modal <dialog> (modal-dialog.ts): in the top layer, so where it sits in the document (beside the header) does not matter.
 */
export function ContactModal({ open, trigger, prefill, fallbackFocusId, onClose, ref }: ContactModalProps) {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useImperativeHandle<HTMLDialogElement | null, HTMLDialogElement | null>(ref, () => dialog.current, []);
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
  useModalDialog(dialog, {
    open,
    initialFocus: firstField,
    returnFocus: () => returnFocusTarget(document, trigger, fallbackFocusId),
  });
  const backdrop = useBackdropClose(close);

  useEffect(() => {
    if (!sent || !open) return;
    const timer = setTimeout(close, modalCloseDelayMs);
    return () => clearTimeout(timer);
  }, [sent, open, close]);

  return (
    // Escape closes the dialog in the browser; its close event brings the state along, whatever this render thinks:
    // an island hydrating under a dialog plain DOM code showed may be about to render it open when Escape lands.
    // data-fallback-focus: for the plain DOM code that closes it before the island hydrates (client/chrome/contact-links.ts).
    <dialog ref={dialog} className="contact-modal" aria-labelledby={headingId} data-fallback-focus={fallbackFocusId} onClose={close} {...backdrop}>
      <div className="contact-modal__panel">
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
    </dialog>
  );
}
