/**
 * jsdom (26) has <dialog> and its `open` attribute but not showModal or close.
 * This stands in for the parts of the HTML standard the site's dialogs rely on,
 * so component tests exercise them as a browser would: showModal opens the
 * dialog and runs the dialog focusing steps (an autofocus descendant, else the
 * first focusable one); Escape cancels the topmost modal dialog (a cancelable
 * `cancel`, then close); close removes `open`, gives focus back to what had it
 * at showModal and fires `close` after the current task. What jsdom cannot do
 * (the inert page, the top layer, ::backdrop, the page not scrolling) is
 * tested in a real browser (tests/e2e/dialogs.spec.ts).
 */
const focusable = 'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

export function installModalDialogStandIn(): void {
  if (typeof HTMLDialogElement.prototype.showModal === 'function') return;
  const modals: HTMLDialogElement[] = [];
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
    focusedBefore.set(this, document.activeElement);
    (this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(focusable))?.focus();
  };

  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    modals.splice(modals.indexOf(this), 1);
    const before = focusedBefore.get(this);
    if (before instanceof HTMLElement && before.isConnected) before.focus();
    queueMicrotask(() => this.dispatchEvent(new Event('close')));
  };

  document.addEventListener('keydown', (event) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
