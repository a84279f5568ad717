import { matchRoutes } from 'react-router';
import { catchAllMatcher } from '../../server/ssr/not-found.server';
import { createRoutes } from '../../server/ssr/routes.server';
import { staticPaths } from '../../shared/site-paths';
import { articlePaths } from '../support/article-paths';

const routes = createRoutes(articlePaths);
const fast = catchAllMatcher(routes);
const reactRouterSaysCatchAll = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path === '*';

const known = [...staticPaths, ...articlePaths, '/blog/some-post'];
const variants = (path: string) => [
  path,
  path.toUpperCase(),
  `${path}/`,
  path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
  path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
];
const junk = ['/no-such-page', '/pricing/x', '/blog/a/b', '/blog/', '/a%2Fb', '/%E0%A4%A', '/bl%6fg/x/y', '/help/x', '/%20', '/x/', '/\u00e9t\u00e9'];

describe('the catch-all matcher', () => {
  it('never sends a path react-router would give a page to the not-found document', () => {
    for (const path of [...known.flatMap(variants), ...junk]) {
      if (fast(path)) expect({ path, reactRouterSaysCatchAll: reactRouterSaysCatchAll(path) }).toEqual({ path, reactRouterSaysCatchAll: true });
    }
  });

  it('knows every page, service, article and post path in any letter case, escaped or with a trailing slash', () => {
    for (const path of known.flatMap(variants)) expect({ path, catchAll: fast(path) }).toEqual({ path, catchAll: false });
  });

  it('sends junk paths, including ones under real pages and malformed escapes, to the catch-all', () => {
    for (const path of junk) expect({ path, catchAll: fast(path) }).toEqual({ path, catchAll: reactRouterSaysCatchAll(path) });
    expect(junk.filter(fast).length).toBeGreaterThan(8);
  });
});
