/**
 * The query a page reads, as its folder's page.server.ts declares it
 * (`export const query = { … } satisfies PageQuery`): the names the cache key
 * keeps, each with its one canonical spelling, which the canonical-URL layer
 * (server/http/canonical-url.server.ts) redirects every other spelling to.
 * Declared with the parsers its loader uses, so a canonical URL is exactly
 * what the page renders.
 */

/** The canonical value of a parameter from its raw value, or null when the page's default applies (the parameter is dropped). */
export type Normalise = (raw: string) => string | null;

/** Parameters made canonical one at a time: each name with its normaliser. */
export type ParamNormalisers = Readonly<Record<string, Normalise>>;

/**
 * Parameters read together (a franchise-tax class is an authorized count and
 * a par value), so made canonical as a whole: the parameters in their own
 * spelling and order, then every other parameter as it came.
 */
export interface WholeQuery {
  params: readonly string[];
  /** The parameters in canonical form ('' for none), or what is wrong. */
  canonical: (pairs: Array<[string, string]>) => { query: string } | { field: string; message: string };
}

/**
 * Parameters made canonical one at a time, plus a group read together and
 * written after them (the compliance calendar's company fields, then the
 * franchise-tax estimator's share classes).
 */
export interface GroupedQuery {
  each: ParamNormalisers;
  group: WholeQuery;
}

export type PageQuery = ParamNormalisers | WholeQuery | GroupedQuery;

/** Whether the query is made canonical as a whole (a parameter's normaliser is a function, never a list). */
export function isWholeQuery(query: PageQuery): query is WholeQuery {
  return 'params' in query && Array.isArray(query.params);
}

/** Whether the query is one-at-a-time parameters plus a group (`each` is an object there, never a normaliser). */
export function isGroupedQuery(query: PageQuery): query is GroupedQuery {
  return 'each' in query && 'group' in query && typeof query.each === 'object' && typeof query.group === 'object';
}

/** The parameters the query reads. */
export function queryParams(query: PageQuery): readonly string[] {
  if (isWholeQuery(query)) return query.params;
  if (isGroupedQuery(query)) return [...Object.keys(query.each), ...query.group.params];
  return Object.keys(query);
}

/** A parsed value as its canonical text, or null at the page's default. */
export const asDefault = <T>(value: T, fallback: T): string | null => (value === fallback ? null : String(value));
