/** Values the form's fields start with when the dialog opens ("Talk to us" names its plan in the message). */
export type ContactPrefill = Partial<Record<'comment', string>>;

export type ContactDialogOpener = (trigger: HTMLElement, prefill?: ContactPrefill) => void;

let opener: ContactDialogOpener | null = null;
let openedBeforeHydration: { trigger: HTMLElement; prefill?: ContactPrefill } | null = null;

/** The first field takes focus on opening, not the Close button before it (the honeypot field is never focused). */
export const firstField = (dialog: HTMLDialogElement) => dialog.querySelector<HTMLElement>('input:not([tabindex="-1"]), textarea, select');

/**
 * Where focus goes when the dialog closes: the link that opened it, or the element `fallbackFocusId` names when that
 * link has since been hidden (the phone menu's, closed by the dialog showing). The island and the plain DOM code that
 * opens the dialog before it hydrates (client/chrome/contact-links.ts) both ask here.
 */
export function returnFocusTarget(doc: Document, trigger: HTMLElement | null, fallbackFocusId: string | undefined): HTMLElement | null {
  return trigger && isShown(trigger) ? trigger : fallbackFocusId ? doc.getElementById(fallbackFocusId) : null;
}

function isShown(element: HTMLElement): boolean {
  return element.isConnected && (typeof element.checkVisibility !== 'function' || element.checkVisibility());
}

/**
 * The contact dialog's island (ContactDialog.tsx) registers how to open it once it has hydrated; the links that open
 * it (client/chrome/contact-links.ts, no React) ask here, and stay links to /contact while nobody has registered.
 */
export function setContactDialogOpener(next: ContactDialogOpener | null): void {
  opener = next;
}

export function contactDialogOpener(): ContactDialogOpener | null {
  return opener;
}

/**
 * Before the island has hydrated, the links open the server-rendered dialog themselves and say by what; the island
 * takes that over when it hydrates with the dialog still open (so focus goes back to the link on closing).
 */
export function noteOpenedBeforeHydration(trigger: HTMLElement, prefill?: ContactPrefill): void {
  openedBeforeHydration = { trigger, prefill };
}

export function takeOpenedBeforeHydration(): { trigger: HTMLElement; prefill?: ContactPrefill } | null {
  const taken = openedBeforeHydration;
  openedBeforeHydration = null;
  return taken;
}

/**
 * The data attributes of a link that opens the dialog with a plain click: `data-contact-dialog` marks it,
 * `data-contact-message` (optional) starts the message.
 */
export const contactDialogLink = (message?: string) => ({ 'data-contact-dialog': '', 'data-contact-message': message });
