import { startTransition, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { firstField, type ContactModalProps } from './ContactModal';
import { setContactDialogOpener, type ContactPrefill } from './contact-dialog-opener';

/**
 * The contact dialog's island, on every page, hydrated once the browser is idle: it then fetches the dialog and its
 * form (a chunk of their own, so neither weighs on a page's first load), mounts it closed and registers its opener, so a
 * tap on Get in Touch only shows a dialog that is already built. It renders nothing on the server (no second contact
 * form in every page's HTML); until it has hydrated, Get in Touch is a link to /contact.
 * `fallbackFocusId` takes focus on close when the trigger has since been hidden (the phone menu closes itself).
 */
export function ContactDialog({ fallbackFocusId }: { fallbackFocusId?: string }) {
  const [Modal, setModal] = useState<ComponentType<ContactModalProps> | null>(null);
  // Closed, the dialog stays mounted, so a post under way keeps its outcome (ContactModal.tsx).
  const [state, setState] = useState<{ trigger: HTMLElement | null; open: boolean; prefill?: ContactPrefill }>({ trigger: null, open: false });
  // Closing forgets the prefill: a form started afresh after a thank-you, or the next opening by Get in Touch, names no plan.
  const close = useCallback(() => setState((current) => ({ ...current, open: false, prefill: undefined })), []);
  const dialog = useRef<HTMLDialogElement | null>(null);
  useEffect(() => {
    setContactDialogOpener((trigger, prefill) => {
      const element = dialog.current;
      // Without a message to fill in, the tap only shows the dialog already built (and focuses its first field), and
      // React's render of it open follows after the paint; closed before that render, it stays closed. With one, the
      // message must be in it when it shows. A tap before the chunk has arrived is kept: the dialog mounts open.
      if (element && !element.open && !prefill) {
        element.showModal();
        firstField(element)?.focus();
        element.addEventListener('close', close, { once: true });
        startTransition(() => setState({ trigger, open: true }));
        return;
      }
      setState({ trigger, open: true, prefill });
    });
    import('./ContactModal').then(
      ({ ContactModal }) => setModal(() => ContactModal),
      (error: unknown) => {
        // Usually a new deploy replaced the chunk: Get in Touch stays the link to /contact it is.
        setContactDialogOpener(null);
        console.error('Could not load the contact form', error);
      },
    );
    return () => setContactDialogOpener(null);
  }, [close]);
  if (!Modal) return null;
  return <Modal ref={dialog} open={state.open} trigger={state.trigger} prefill={state.prefill} fallbackFocusId={fallbackFocusId} onClose={close} />;
}
