/** Text controls a visitor types in; a checkbox, radio or button has no typed value to lose. */
const typedControls = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=submit]):not([type=button]), textarea';

/** The fields of an island a visitor has typed in, with what they typed, taken just before it hydrates. */
export function typedValues(root: HTMLElement): Map<HTMLInputElement | HTMLTextAreaElement, string> {
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(typedControls)) {
    if (control.value !== control.defaultValue) typed.set(control, control.value);
  }
  return typed;
}

/**
 * What a visitor typed into an island's fields before it hydrated, handed to its components as the change events they
 * missed. React 19.3 does not do this itself (react/react#33129, behind a flag that is off in its builds): it
 * hydrates a controlled field with its state empty, and a textarea's text or the next render empties the field. A
 * field whose value differs from the one the server wrote (`defaultValue`) was typed in: now, or, if hydrating
 * emptied it, in `before` (typedValues). React tracks the last value it saw through the element's own `value` setter;
 * setting the server's value through it, then the typed one past it (the prototype's setter), makes the input event
 * read as a change, so the field's onChange puts the typed text into state. Run after the hydrating commit and before
 * its effects render again.
 */
export function replayTypedValues(root: HTMLElement, before: ReadonlyMap<HTMLInputElement | HTMLTextAreaElement, string>): void {
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(typedControls)) {
    const typed = control.value !== control.defaultValue ? control.value : before.get(control);
    if (typed === undefined || typed === control.defaultValue) continue;
    const { selectionStart, selectionEnd } = control;
    control.value = control.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, typed);
    if (control.ownerDocument.activeElement === control) control.setSelectionRange(selectionStart, selectionEnd);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
