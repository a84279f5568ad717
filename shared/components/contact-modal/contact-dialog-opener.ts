/** Values the form's fields start with when the dialog opens ("Talk to us" names its plan in the message). */
export type ContactPrefill = Partial<Record<'comment', string>>;

export type ContactDialogOpener = (trigger: HTMLElement, prefill?: ContactPrefill) => void;

let opener: ContactDialogOpener | null = null;

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
 * The data attributes of a link that opens the dialog with a plain click: `data-contact-dialog` marks it,
 * `data-contact-message` (optional) starts the message.
 */
export const contactDialogLink = (message?: string) => ({ 'data-contact-dialog': '', 'data-contact-message': message });
