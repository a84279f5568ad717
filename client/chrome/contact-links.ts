import { contactDialogOpener } from '../../shared/components/contact-modal/contact-dialog-opener';
import { isPlainClick } from '../../shared/components/plain-click';

/**
 * Every link marked data-contact-dialog (Get in Touch, Talk to us) opens the contact dialog with a plain click, by
 * one listener on the document, once the dialog's island has hydrated; until then, with a modified click, or without
 * JavaScript, it is the link to /contact it is. No React here: the island is already built when the tap comes.
 */
export function startContactLinks(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLElement>('a[data-contact-dialog]');
    const open = contactDialogOpener();
    if (!link || !open || !isPlainClick(event) || event.defaultPrevented) return;
    event.preventDefault();
    const message = link.dataset.contactMessage;
    open(link, message ? { comment: message } : undefined);
  });
}
