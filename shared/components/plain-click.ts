/**
 * A primary-button click with no modifier: the visitor wants it here, not in a new tab or window. React's events and
 * the DOM's both have these; a module of its own so the browser entry's plain DOM code can use it without React.
 */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
