/** --runs=N of a measurement script: how many times each number is measured before its median is taken. */
export function runsOption(fallback: number, unit: string): number {
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? fallback);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of ${unit}, at least 1`);
  return runs;
}
