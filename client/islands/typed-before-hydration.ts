/** Controls a visitor types in or picks from; a checkbox, radio or button has no typed value to lose. */
const typedControls = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=submit]):not([type=button]), textarea, select:not([multiple])';

type TypedControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value the server wrote: a select's is its option marked selected, or else its first. */
function serverValue(control: TypedControl): string {
  if (control instanceof HTMLSelectElement) return ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? '';
  return control.defaultValue;
}

/** The fields of an island a visitor has typed in or picked from, with their values, taken just before it hydrates. */
export function typedValues(root: HTMLElement): Map<TypedControl, string> {
  const typed = new Map<TypedControl, string>();
  for (const control of root.querySelectorAll<TypedControl>(typedControls)) {
    if (control.value !== serverValue(control)) typed.set(control, control.value);
  }
  return typed;
}

/**
 * What a visitor typed into an island's fields (or picked in its selects) before it hydrated, handed to its components
 * as the change events they missed. React 19.3 does not do this itself (react/react#33129, behind a flag that is off
 * in its builds): it hydrates a controlled field with its state empty, and a textarea's text or the next render empties
 * the field. A field whose value differs from the one the server wrote was typed in: now, or, if hydrating emptied it,
 * in `before` (typedValues). React tracks the last value it saw through a text field's own `value` setter; setting the
 * server's value through it, then the typed one past it (the prototype's setter), makes the input event read as a
 * change, so the field's onChange puts the typed text into state. A select's onChange listens for `change`, with no
 * tracking. Run after the hydrating commit and before its effects render again.
 */
export function replayTypedValues(root: HTMLElement, before: ReadonlyMap<TypedControl, string>): void {
  for (const control of root.querySelectorAll<TypedControl>(typedControls)) {
    const typed = control.value !== serverValue(control) ? control.value : before.get(control);
    if (typed === undefined || typed === serverValue(control)) continue;
    if (control instanceof HTMLSelectElement) {
      control.value = typed;
      control.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    const { selectionStart, selectionEnd } = control;
    control.value = control.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, typed);
    if (control.ownerDocument.activeElement === control) control.setSelectionRange(selectionStart, selectionEnd);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
