import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '../use-hydrated';
import { ContactModal } from './ContactModal';
import { setContactDialogOpener, type ContactPrefill } from './contact-dialog-opener';

/**
 * The contact dialog's island, on every page, hydrated once the browser is idle: it then mounts the dialog, closed,
 * and registers its opener, so a tap on Get in Touch only shows a dialog that is already built. It renders nothing on
 * the server (no second contact form in every page's HTML); until it has hydrated, Get in Touch is a link to /contact.
 * `fallbackFocusId` takes focus on close when the trigger has since been hidden (the phone menu closes itself).
 */
export function ContactDialog({ fallbackFocusId }: { fallbackFocusId?: string }) {
  const hydrated = useHydrated();
  // Closed, the dialog stays mounted, so a post under way keeps its outcome (ContactModal.tsx).
  const [state, setState] = useState<{ trigger: HTMLElement | null; open: boolean; prefill?: ContactPrefill }>({ trigger: null, open: false });
  // Closing forgets the prefill: a form started afresh after a thank-you, or the next opening by Get in Touch, names no plan.
  const close = useCallback(() => setState((current) => ({ ...current, open: false, prefill: undefined })), []);
  useEffect(() => {
    setContactDialogOpener((trigger, prefill) => setState({ trigger, open: true, prefill }));
    return () => setContactDialogOpener(null);
  }, []);
  if (!hydrated) return null;
  return <ContactModal open={state.open} trigger={state.trigger} prefill={state.prefill} fallbackFocusId={fallbackFocusId} onClose={close} />;
}
