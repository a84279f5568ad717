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

export type PageQuery = ParamNormalisers | WholeQuery;

/** Whether the query is made canonical as a whole (a parameter's normaliser is a function, never a list). */
export function isWholeQuery(query: PageQuery): query is WholeQuery {
  return Array.isArray(query.params);
}

/** The parameters the query reads. */
export function queryParams(query: PageQuery): readonly string[] {
  return isWholeQuery(query) ? query.params : Object.keys(query);
}

/** A parsed value as its canonical text, or null at the page's default. */
export const asDefault = <T>(value: T, fallback: T): string | null => (value === fallback ? null : String(value));
