/**
 * A capture group the pattern always fills when it matches: one that is not
 * optional, repeated or inside an alternative. TypeScript types every group as
 * possibly missing; this names the ones that cannot be, and fails loudly if a
 * changed pattern makes one optional.
 */
export function capture(match: RegExpMatchArray | RegExpExecArray, group: number): string {
  const value = match[group];
  if (value === undefined) throw new Error(`"${match[0]}" matched without capture group ${group}`);
  return value;
}
