import { backdropPresses } from '../../shared/components/backdrop-click';
import { contactDialogOpener, firstField, noteOpenedBeforeHydration, returnFocusTarget } from '../../shared/components/contact-modal/contact-dialog-opener';
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
  closeBeforeHydration(doc, dialog, link);
  return true;
}

/**
 * Until the island hydrates, its Close button and a click on the backdrop close the dialog here (Escape is the
 * browser's), and its closing returns focus as the island's would. Once hydrated, the island has registered its opener
 * and taken the open dialog over: these then leave everything to it, so nothing is handled twice, and its `close`
 * event still reaches the island's state. They are dropped when the dialog closes; the next plain opening adds them anew.
 */
function closeBeforeHydration(doc: Document, dialog: HTMLDialogElement, link: HTMLElement): void {
  const islandOwnsIt = () => contactDialogOpener() !== null;
  const close = () => {
    if (!islandOwnsIt()) dialog.close();
  };
  const presses = backdropPresses();
  const closeButton = dialog.querySelector('.contact-modal__close');
  const onBackdrop = (event: Event) => {
    if (presses.isBackdropClick(event)) close();
  };
  const closed = () => {
    closeButton?.removeEventListener('click', close);
    dialog.removeEventListener('pointerdown', presses.pointerDown);
    dialog.removeEventListener('click', onBackdrop);
    dialog.removeEventListener('close', closed);
    if (!islandOwnsIt()) returnFocusTarget(doc, link, dialog.dataset.fallbackFocus)?.focus();
  };
  closeButton?.addEventListener('click', close);
  dialog.addEventListener('pointerdown', presses.pointerDown);
  dialog.addEventListener('click', onBackdrop);
  dialog.addEventListener('close', closed);
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
