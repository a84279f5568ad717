import { paths } from '../../shared/site-paths';
import { franchiseTaxParams, parseFranchiseTaxQuery } from '../../shared/tools/franchise-tax/query';
import { problemMessage } from '../../shared/tools/franchise-tax/problem-message';

/**
 * The tools read several parameters together (a class is an authorized count
 * and a par value), so their queries are made canonical whole rather than one
 * parameter at a time: the tool's parameters in its own spelling and order,
 * then every other parameter as it came (it is not part of the answer, and a
 * campaign's utm_ tags must survive the redirect). On the API a value the tool
 * cannot use is a 400 naming it, before the cache; on the page it is left for
 * the page to show beside its field.
 */

export type ToolQuery = { kind: 'same' } | { kind: 'query'; query: string } | { kind: 'bad'; field: string; message: string };

interface Tool {
  params: readonly string[];
  /** The tool's own parameters in canonical form ('' for none), or what is wrong. */
  canonical: (pairs: Array<[string, string]>) => { query: string } | { field: string; message: string };
}

const franchiseTax: Tool = {
  params: franchiseTaxParams,
  canonical: (pairs) => {
    const parsed = parseFranchiseTaxQuery(pairs);
    if (parsed.kind === 'bad') return { field: parsed.field, message: problemMessage(parsed) };
    return { query: parsed.kind === 'ok' ? parsed.canonical : '' };
  },
};

/** The API's path of each tool: its page's path under /api. */
export const toolApiPaths = { franchiseTax: `/api${paths.franchiseTax}` } as const;

const tools = new Map<string, { tool: Tool; api: boolean }>([
  [paths.franchiseTax, { tool: franchiseTax, api: false }],
  [toolApiPaths.franchiseTax, { tool: franchiseTax, api: true }],
]);

/** The query parameters each tool path's answer reads, for the cache key. */
export const toolParams: ReadonlyMap<string, readonly string[]> = new Map([...tools].map(([path, { tool }]) => [path, tool.params]));

/** The path of a tool's API in its one letter case (Express matches paths case-insensitively), or null for any other path. */
export function toolApiPath(path: string): string | null {
  const lower = path.toLowerCase();
  return Object.values(toolApiPaths).find((p) => p.toLowerCase() === lower) ?? null;
}

/** The canonical query of a request to a tool's page or API, or null when the path is no tool's. */
export function toolQuery(path: string, rawQuery: string, decode: (text: string) => string): ToolQuery | null {
  const entry = tools.get(path);
  if (!entry) return null;
  const own: Array<[string, string]> = [];
  const others: string[] = [];
  for (const part of rawQuery.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = decode(eq === -1 ? part : part.slice(0, eq));
    if (entry.tool.params.includes(name)) own.push([name, decode(eq === -1 ? '' : part.slice(eq + 1))]);
    else others.push(part);
  }
  const canonical = entry.tool.canonical(own);
  if ('field' in canonical) return entry.api ? { kind: 'bad', ...canonical } : { kind: 'same' };
  const query = [canonical.query, ...others].filter(Boolean).join('&');
  return query === rawQuery ? { kind: 'same' } : { kind: 'query', query };
}
