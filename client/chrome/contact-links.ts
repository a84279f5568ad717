import { contactDialogOpener, firstField, noteOpenedBeforeHydration } from '../../shared/components/contact-modal/contact-dialog-opener';
import { isPlainClick } from '../../shared/components/plain-click';

/** Opens the server-rendered dialog (closed in every page) before its island has hydrated: no React needed to show it. */
function openBeforeHydration(doc: Document, link: HTMLElement): boolean {
  const dialog = doc.querySelector<HTMLDialogElement>('dialog.contact-modal');
  if (!dialog || dialog.open) return false;
  const message = link.dataset.contactMessage;
  const comment = dialog.querySelector<HTMLTextAreaElement>('textarea[name="comment"]');
  if (message && comment?.value === '') comment.value = message;
  dialog.showModal();
  // Focus moving in is the intent that hydrates the island (load="interaction").
  firstField(dialog)?.focus();
  noteOpenedBeforeHydration(link, message ? { comment: message } : undefined);
  dialog.addEventListener('close', () => link.focus(), { once: true });
  return true;
}

/**
 * Every link marked data-contact-dialog (Get in Touch, Talk to us) opens the contact dialog with a plain click, by
 * one listener on the document: through its island once hydrated, before that by showing the dialog the server
 * rendered closed. With a modified click, or without JavaScript, it is the link to /contact it is. No React here.
 */
export function startContactLinks(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLElement>('a[data-contact-dialog]');
    if (!link || !isPlainClick(event) || event.defaultPrevented) return;
    const open = contactDialogOpener();
    if (open) {
      event.preventDefault();
      const message = link.dataset.contactMessage;
      open(link, message ? { comment: message } : undefined);
    } else if (openBeforeHydration(doc, link)) event.preventDefault();
  });
}
