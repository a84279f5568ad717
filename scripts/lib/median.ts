/** The middle value, or the mean of the two middle values of an even count. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const upper = sorted[mid];
  const lower = sorted.length % 2 ? upper : sorted[mid - 1];
  if (upper === undefined || lower === undefined) throw new Error('no values to take the median of');
  return (lower + upper) / 2;
}
