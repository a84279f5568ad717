import { createContext, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { ContactModalProps } from './ContactModal';
import { paths } from '../../site-paths';

/** The modal and its form are a separate chunk, fetched on the first hover, focus or click of Get in Touch. */
const loadModal = () => import('./ContactModal');

/** Values the form's fields start with when the dialog opens ("Talk to us" names its plan in the message). */
export type ContactPrefill = Partial<Record<'comment', string>>;

export interface ContactModalControls {
  open(trigger: HTMLElement, prefill?: ContactPrefill): void;
  preload(): void;
}

const ContactModalContext = createContext<ContactModalControls | null>(null);

/**
 * Returns a getter, called in event handlers only, so server and browser render the same link.
 * It gives null when no provider is mounted: Get in Touch then stays a plain link to /contact.
 */
export function useContactModal(): () => ContactModalControls | null {
  const controls = useContext(ContactModalContext);
  return () => controls;
}

/**
 * Holds the Get in Touch modal's open state for everything inside it.
 * `fallbackFocusId` takes focus on close when the trigger has since been hidden (the phone menu closes itself).
 */
export function ContactModalProvider({ children, fallbackFocusId }: { children: ReactNode; fallbackFocusId?: string }) {
  // Once loaded, the modal stays mounted: closing hides it, so a post under way keeps its outcome (ContactModal.tsx).
  const [modal, setModal] = useState<{ Modal: ComponentType<ContactModalProps>; trigger: HTMLElement; open: boolean; prefill?: ContactPrefill } | null>(null);
  // Closing forgets the prefill: a form started afresh after a thank-you, or the next opening by Get in Touch, names no plan.
  const close = useCallback(() => setModal((current) => current && { ...current, open: false, prefill: undefined }), []);
  const controls = useMemo<ContactModalControls>(
    () => ({
      open(trigger, prefill) {
        loadModal().then(
          ({ ContactModal }) => setModal({ Modal: ContactModal, trigger, open: true, prefill }),
          (error: unknown) => {
            // Usually a new deploy replaced the chunk: the contact page still works.
            console.error('Could not load the contact form', error);
            window.location.assign(paths.contact);
          },
        );
      },
      preload() {
        loadModal().catch(() => undefined);
      },
    }),
    [],
  );
  return (
    <ContactModalContext.Provider value={controls}>
      {children}
      {modal ? <modal.Modal open={modal.open} trigger={modal.trigger} prefill={modal.prefill} fallbackFocusId={fallbackFocusId} onClose={close} /> : null}
    </ContactModalContext.Provider>
  );
}
