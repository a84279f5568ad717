import { routeTable, type RouteLine } from './route-table';

type NamedLine = Extract<RouteLine, { name: string }>;

export type PageKey = NamedLine['name'];

const named = routeTable.filter((line): line is NamedLine => 'name' in line);

/** The path of each named page of the route table (shared/route-table.ts): `paths.pricing` is '/pricing'. */
export const paths = Object.fromEntries(named.map((line) => [line.name, line.path])) as { [L in NamedLine as L['name']]: L['path'] };

/** The named pages, in the route table's order. */
export const pageKeys: PageKey[] = named.map((line) => line.name);

/** The fixed paths the route table gives a page folder (the legal pages share one). */
export const pathsOf = (folder: string): string[] => routeTable.flatMap((line) => ('folder' in line && 'path' in line && line.folder === folder ? [line.path] : []));

const pathOf = (folder: string): string => {
  const line = routeTable.find((l) => 'folder' in l && l.folder === folder && 'path' in l);
  if (!line || !('path' in line)) throw new Error(`the route table has no path for shared/routes/${folder}/`);
  return line.path;
};

/**
 * The reminders' pages that only a signed link in an e-mail reaches (never
 * cached, never indexed, not in the sitemap), and their sign-up's JSON door.
 */
export const reminderPaths = {
  confirm: pathOf('reminder-confirm'),
  unsubscribe: pathOf('reminder-unsubscribe'),
  api: '/api/tools/reminders',
} as const;

/** Booking a call: the free slots of a day, the booking itself (server/booking/), a booking's .ics and the page its signed cancel link opens. */
export const bookingPaths = {
  slots: '/api/booking/slots',
  api: '/api/booking',
  ics: '/book/call.ics',
  cancel: pathOf('book-cancel'),
} as const;

/**
 * The changelog's Atom feed (content/changes.yaml, as /tools/changes lists it):
 * not a page, but listed in the sitemap beside it and linked from its head.
 */
export const changesFeedPath = `${paths.changes}.xml`;

type ServiceLine = Extract<RouteLine, { folder: 'service' }>;

export type ServicePath = ServiceLine['path'];

/**
 * The five services' paths, in the route table's order, the one every list of
 * them uses (the header's, from the product description; their names are
 * content/site.yaml's serviceNames).
 */
export const servicePaths: ServicePath[] = routeTable.filter((line): line is ServiceLine => 'folder' in line && line.folder === 'service').map((line) => line.path);

/** Old links that exist in the wild (the home page's old service cards), each to its page. */
export const legacyRedirects: Record<string, string> = Object.fromEntries(routeTable.flatMap((line) => ('redirect' in line ? [[line.path, line.redirect]] : [])));

/** The route table's lines that show a page at one fixed path and are listed (not a parameter, the catch-all or a signed link's page). */
type FixedLine = Extract<RouteLine, { folder: string; path: string }>;
const listed = routeTable.filter((line): line is FixedLine => 'folder' in line && 'path' in line && !('unlisted' in line) && !/[:*]/.test(line.path));

/** Every fixed page path of the route table, in its order, all listed in the sitemap (blog posts and help articles, which name their own paths in content/, aside). */
export const staticPaths: string[] = listed.map((line) => line.path);

/** The tools' pages (every page under /tools/), which the hub may list. */
export const toolPaths: string[] = staticPaths.filter((path) => path.startsWith(`${paths.tools}/`));

/** `items` (each tied to a service by `pathOf`) in the order of `servicePaths`. */
export function inServiceOrder<T>(items: readonly T[], pathOf: (item: T) => string): T[] {
  const rank = (item: T) => servicePaths.findIndex((path) => path === pathOf(item));
  return [...items].sort((a, b) => rank(a) - rank(b));
}
