/** Longest query the search API accepts. */
export const maxQueryLength = 200;

/** The query as the URL and the search see it: trimmed, inner runs of spaces collapsed, capped. */
export function normalizeQuery(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, maxQueryLength);
}

export function resultsLabel(count: number, query: string): string {
  if (count === 0) return `No articles match “${query}”`;
  return `${count} ${count === 1 ? 'article matches' : 'articles match'} “${query}”`;
}
