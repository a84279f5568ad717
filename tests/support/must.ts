/**
 * The value a test goes on to use, failing the test with `what` when it is
 * missing (an element not rendered, a row not stored, a call not made), rather
 * than with a TypeError further down.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}, found none`);
  return value;
}

type Tuple<T, N extends number, Built extends T[] = []> = Built['length'] extends N ? Built : Tuple<T, N, [...Built, T]>;

/** The first `count` items of a list, to destructure, failing the test when it holds fewer. */
export function firstItems<T, N extends number>(list: readonly T[], count: N, what: string): Tuple<T, N> {
  if (list.length < count) throw new Error(`expected at least ${count} ${what}, found ${list.length}`);
  // The check above is what TypeScript cannot see: the slice holds exactly `count` items.
  return list.slice(0, count) as Tuple<T, N>;
}
