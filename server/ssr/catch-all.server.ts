import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Whether only the catch-all route matches a path, answered in constant time.
 * react-router's matchRoutes flattens, ranks and compiles every route to a
 * regular expression on each call (about 0.25 ms here for this site's ~60
 * routes), which made every junk path cost a page's worth of routing. This
 * reads the same route objects once: static paths into a set, dynamic ones
 * ("blog/:id") as segment patterns, and for a path it cannot read plainly (a
 * malformed escape) it asks matchRoutes itself. It matches as react-router
 * does: letters in any case, percent-escapes decoded, one trailing slash ignored.
 */
export function catchAllMatcher(routes: RouteObject[]): (pathname: string) => boolean {
  const children = routes.flatMap((route) => route.children ?? []);
  const staticPaths = new Set<string>();
  const patterns: string[][] = [];
  for (const child of children) {
    if (child.index) staticPaths.add('');
    else if (child.path === '*' || child.path === undefined) continue;
    else if (/[:*?]/.test(child.path)) patterns.push(child.path.toLowerCase().split('/'));
    else staticPaths.add(child.path.toLowerCase());
  }
  const fitsPattern = (segments: string[]) =>
    patterns.some((pattern) => pattern.length === segments.length && pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])));

  return (pathname) => {
    let path: string;
    try {
      path = decodeURIComponent(pathname).toLowerCase();
    } catch {
      return matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';
    }
    const inner = path.replace(/^\/+/, '').replace(/\/$/, '');
    if (staticPaths.has(inner)) return false;
    return !fitsPattern(inner.split('/'));
  };
}
