import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ContactModal } from './ContactModal';
import { firstField, setContactDialogOpener, takeOpenedBeforeHydration, type ContactPrefill } from './contact-dialog-opener';

/**
 * The contact dialog's island, on every page. The server renders it closed (a closed <dialog> is not shown), so a tap
 * on Get in Touch opens it with plain DOM code before React has loaded (client/chrome/contact-links.ts); focus moving
 * into it, or any intent on it, hydrates the island (load="interaction"), so no page downloads React for it up front.
 * Until then its form is a plain post to /contact, as without JavaScript. Once hydrated it registers its opener, and
 * takes over a dialog already open. `fallbackFocusId` takes focus on close when the trigger has since been hidden.
 */
export function ContactDialog({ fallbackFocusId }: { fallbackFocusId?: string }) {
  // Closed, the dialog stays mounted, so a post under way keeps its outcome (ContactModal.tsx).
  const [state, setState] = useState<{ trigger: HTMLElement | null; open: boolean; prefill?: ContactPrefill }>({ trigger: null, open: false });
  // Closing forgets the prefill: a form started afresh after a thank-you, or the next opening by Get in Touch, names no plan.
  const close = useCallback(() => setState((current) => ({ ...current, open: false, prefill: undefined })), []);
  const dialog = useRef<HTMLDialogElement | null>(null);
  useEffect(() => {
    const opened = takeOpenedBeforeHydration();
    if (opened && dialog.current?.open) setState({ trigger: opened.trigger, open: true, prefill: opened.prefill });
    setContactDialogOpener((trigger, prefill) => {
      const element = dialog.current;
      // Without a message to fill in, the tap only shows the dialog already built (and focuses its first field), and
      // React's render of it open follows after the paint. With one, the message must be in it when it shows.
      if (element && !element.open && !prefill) {
        element.showModal();
        firstField(element)?.focus();
        element.addEventListener('close', close, { once: true });
        startTransition(() => setState({ trigger, open: true }));
        return;
      }
      setState({ trigger, open: true, prefill });
    });
    return () => setContactDialogOpener(null);
  }, [close]);
  return <ContactModal ref={dialog} open={state.open} trigger={state.trigger} prefill={state.prefill} fallbackFocusId={fallbackFocusId} onClose={close} />;
}
