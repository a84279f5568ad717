import { initialTypewriterState, next, typedText, typewriterTiming, type TypewriterState } from '../../shared/routes/home/typewriter';

const words = ['Tax', 'CFO'];

/** Runs the machine, collecting what the headline shows and how long each step waited. */
function run(from: TypewriterState, steps: number, reducedMotion = false) {
  const frames: Array<{ text: string; delayMs: number }> = [];
  let state = from;
  for (let i = 0; i < steps; i += 1) {
    const step = next(state, words, reducedMotion);
    state = step.state;
    frames.push({ text: typedText(state, words), delayMs: step.delayMs });
  }
  return frames;
}

describe('typewriter', () => {
  it('starts with the first word fully typed, as the server renders it', () => {
    expect(typedText(initialTypewriterState(words), words)).toBe('Tax');
  });

  it('holds the word, deletes it quickly, types the next one, and loops', () => {
    const frames = run(initialTypewriterState(words), 14);
    expect(frames).toEqual([
      { text: 'Ta', delayMs: typewriterTiming.holdMs },
      { text: 'T', delayMs: typewriterTiming.deleteMs },
      { text: '', delayMs: typewriterTiming.deleteMs },
      { text: 'C', delayMs: typewriterTiming.typeMs },
      { text: 'CF', delayMs: typewriterTiming.typeMs },
      { text: 'CFO', delayMs: typewriterTiming.typeMs },
      { text: 'CF', delayMs: typewriterTiming.holdMs },
      { text: 'C', delayMs: typewriterTiming.deleteMs },
      { text: '', delayMs: typewriterTiming.deleteMs },
      { text: 'T', delayMs: typewriterTiming.typeMs },
      { text: 'Ta', delayMs: typewriterTiming.typeMs },
      { text: 'Tax', delayMs: typewriterTiming.typeMs },
      { text: 'Ta', delayMs: typewriterTiming.holdMs },
      { text: 'T', delayMs: typewriterTiming.deleteMs },
    ]);
  });

  it('uses the product timings: 90 ms a character, a 1.8 s pause, 10 ms per deleted character', () => {
    expect(typewriterTiming).toMatchObject({ typeMs: 90, holdMs: 1800, deleteMs: 10 });
  });

  it('swaps whole words every 2.5 s when motion is reduced', () => {
    expect(run(initialTypewriterState(words), 3, true)).toEqual([
      { text: 'CFO', delayMs: 2500 },
      { text: 'Tax', delayMs: 2500 },
      { text: 'CFO', delayMs: 2500 },
    ]);
  });

  it('completes a half-typed word when motion becomes reduced', () => {
    const halfTyped: TypewriterState = { index: 0, length: 1, phase: 'deleting' };
    expect(run(halfTyped, 1, true)).toEqual([{ text: 'CFO', delayMs: 2500 }]);
  });
});
