/** Pure rules of the event carousel and lightbox: wrap-around stepping and swipe detection. */

/** The SPEC's swipe threshold: a horizontal drag must be longer than this to move a slide. */
export const swipeThreshold = 100;

export function nextIndex(index: number, count: number): number {
  return (index + 1) % count;
}

export function prevIndex(index: number, count: number): number {
  return (index - 1 + count) % count;
}

/**
 * Which way a horizontal drag moves the carousel: dragging left (negative delta)
 * brings the next slide in, dragging right the previous one; a drag of exactly
 * the threshold or less does nothing.
 */
export function swipeDirection(deltaX: number, threshold = swipeThreshold): -1 | 0 | 1 {
  if (deltaX < -threshold) return 1;
  if (deltaX > threshold) return -1;
  return 0;
}

/**
 * A slide's signed distance from the active one on a ring of `count`, in
 * -floor(count/2)..floor(count/2), so the neighbours of the first slide are
 * the second and the last.
 */
export function ringOffset(index: number, active: number, count: number): number {
  const forward = (index - active + count) % count;
  return forward > count / 2 ? forward - count : forward;
}
