/**
 * The hero headline's typewriter as a pure state machine: each call says what
 * the headline shows next and how long to wait before showing it, so the timing
 * rules are testable without timers and the hook only schedules.
 */

export interface TypewriterState {
  /** Index of the word being typed or deleted. */
  index: number;
  /** How many of its characters are visible. */
  length: number;
  phase: 'typing' | 'deleting';
}

export const typewriterTiming = {
  typeMs: 90,
  /** How long a fully typed word stays before deleting starts. */
  holdMs: 1800,
  deleteMs: 10,
  /** With reduced motion, whole words swap at this pace instead. */
  swapMs: 2500,
} as const;

/** The first word fully typed: what the server renders and the animation starts from. */
export function initialTypewriterState(words: readonly string[]): TypewriterState {
  return { index: 0, length: words[0]?.length ?? 0, phase: 'typing' };
}

export function typedText(state: TypewriterState, words: readonly string[]): string {
  return (words[state.index] ?? '').slice(0, state.length);
}

export function next(state: TypewriterState, words: readonly string[], reducedMotion = false): { state: TypewriterState; delayMs: number } {
  const word = words[state.index] ?? '';
  const following = (state.index + 1) % Math.max(words.length, 1);
  if (reducedMotion) {
    return { state: { index: following, length: words[following]?.length ?? 0, phase: 'typing' }, delayMs: typewriterTiming.swapMs };
  }
  if (state.phase === 'typing') {
    return state.length < word.length
      ? { state: { ...state, length: state.length + 1 }, delayMs: typewriterTiming.typeMs }
      : { state: { ...state, length: word.length - 1, phase: 'deleting' }, delayMs: typewriterTiming.holdMs };
  }
  return state.length > 0
    ? { state: { ...state, length: state.length - 1 }, delayMs: typewriterTiming.deleteMs }
    : { state: { index: following, length: 1, phase: 'typing' }, delayMs: typewriterTiming.typeMs };
}
