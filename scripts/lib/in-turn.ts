/** A function that gives the items one after another, and the first again after the last (a flood's round of pages). */
export function inTurn<T>(items: readonly T[], what: string): () => T {
  if (!items.length) throw new Error(`no ${what} to take in turn`);
  const ring = endlessly(items);
  return () => ring.next().value;
}

function* endlessly<T>(items: readonly T[]): Generator<T, never> {
  for (;;) yield* items;
}
