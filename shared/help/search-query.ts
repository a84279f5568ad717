import { search } from '../content/generated/help';
import { fillSlots } from '../format/fill-slots';

/** Longest query the search API accepts. */
export const maxQueryLength = 200;

/** The query as the URL and the search see it: trimmed, inner runs of spaces collapsed, capped. */
export function normalizeQuery(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, maxQueryLength);
}

export function resultsLabel(count: number, query: string): string {
  if (count === 0) return fillSlots(search.none, { query });
  return fillSlots(count === 1 ? search.matches.one : search.matches.many, { count: String(count), query });
}
