import { paths } from '../../shared/site-paths';
import { query as franchiseTaxQuery } from '../../shared/routes/franchise-tax/page.server';
import type { WholeQuery } from '../ssr/page-query.server';

/**
 * The tools read several parameters together (a class is an authorized count
 * and a par value), so their queries are made canonical whole rather than one
 * parameter at a time (a WholeQuery, which the tool's page.server.ts declares
 * and its API shares): the tool's parameters in its own spelling and order,
 * then every other parameter as it came (it is not part of the answer, and a
 * campaign's utm_ tags must survive the redirect). On the API a value the tool
 * cannot use is a 400 naming it, before the cache; on the page it is left for
 * the page to show beside its field.
 */

export type ToolQuery = { kind: 'same' } | { kind: 'query'; query: string } | { kind: 'bad'; field: string; message: string };

/** The API's path of each tool: its page's path under /api. */
export const toolApiPaths = { franchiseTax: `/api${paths.franchiseTax}` } as const;

/** The query each tool's API reads: its page's. */
export const toolApiQueries: ReadonlyMap<string, WholeQuery> = new Map([[toolApiPaths.franchiseTax, franchiseTaxQuery]]);

/** The query parameters each tool API's answer reads, for the cache key. */
export const toolParams: ReadonlyMap<string, readonly string[]> = new Map([...toolApiQueries].map(([path, query]) => [path, query.params]));

/** The path of a tool's API in its one letter case (Express matches paths case-insensitively), or null for any other path. */
export function toolApiPath(path: string): string | null {
  const lower = path.toLowerCase();
  return Object.values(toolApiPaths).find((p) => p.toLowerCase() === lower) ?? null;
}

/** The canonical form of a query a tool's page (api false) or API (api true) reads as a whole. */
export function toolQuery(tool: WholeQuery, api: boolean, rawQuery: string, decode: (text: string) => string): ToolQuery {
  const own: Array<[string, string]> = [];
  const others: string[] = [];
  for (const part of rawQuery.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = decode(eq === -1 ? part : part.slice(0, eq));
    if (tool.params.includes(name)) own.push([name, decode(eq === -1 ? '' : part.slice(eq + 1))]);
    else others.push(part);
  }
  const canonical = tool.canonical(own);
  if ('field' in canonical) return api ? { kind: 'bad', ...canonical } : { kind: 'same' };
  const query = [canonical.query, ...others].filter(Boolean).join('&');
  return query === rawQuery ? { kind: 'same' } : { kind: 'query', query };
}
