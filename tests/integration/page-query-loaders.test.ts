import { createStaticHandler } from 'react-router';
import type { SiteData } from '../../shared/data/site-data';
import { SiteDataError } from '../../shared/data/site-data';
import { articlePaths } from '../support/article-paths';
import { querySpellings } from '../support/query-spellings';
import { createServerSiteData } from '../../server/site-data.server';
import { loadSiteContent } from '../../server/content/content.server';
import { loadConfig } from '../../server/config.server';
import type { FormSubmitter } from '../../server/forms/form-submitter.server';
import { canonicalUrl } from '../../server/http/canonical-url.server';
import { canonicalPaths } from '../../server/middleware/redirects.server';
import { createRoutes, pageQueryParams } from '../../server/ssr/routes.server';
import { routeContext } from '../../server/ssr/route-context.server';
import { firmFor } from '../../server/people/firm.server';

/**
 * A page's query parameters are redirected to their canonical form before the
 * page renders, so a value spelled otherwise must mean to the page's loader
 * exactly what its canonical spelling means: else a link would open another
 * page than the one its visitor was sent. (A value dropped as meaning nothing
 * is not compared: the page then shows its default, as the canonical-URL
 * layer decides, and a loader may count on never seeing such a value.)
 */

const handler = createStaticHandler(createRoutes(articlePaths));
const canonicalPath = canonicalPaths(articlePaths);
const forms: FormSubmitter = { fields: () => [], submit: async () => ({ ok: true }) };
let site: SiteData;
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'https://www.example.com' });
  const content = await loadSiteContent(config);
  // Thirty pages of seven posts, so every page the list reads exists.
  const post = (page: number, n: number) => ({ _id: `p${page}-${n}`, title: `Post ${page}.${n}`, description: 'Text', category: 'Tax', image: '/uploads/x.png' });
  const api = {
    listPosts: async (page: number, limit: number) => ({ blogs: Array.from({ length: limit }, (_, n) => post(page, n)), pages: 30 }),
    getPost: async () => Promise.reject(new SiteDataError('not-found', 'Blog post not found', 404)),
  };
  site = createServerSiteData(api as never, content);
});

/** What the page's loader answers for the URL: its status and data, or where it redirects. */
async function loaded(url: string): Promise<unknown> {
  const answer = await handler.query(new Request(`http://site.internal${url}`), { requestContext: routeContext({ siteData: site, forms, firm: firmFor('https://www.example.com') }) });
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('Location') };
  return { status: answer.statusCode, data: answer.loaderData[answer.matches.at(-1)?.route.id ?? ''] };
}

it("every spelling of a page's parameter redirected to another spelling means to the page's loader what that spelling means", async () => {
  const differ: string[] = [];
  let redirected = 0;
  for (const [path, names] of pageQueryParams) {
    for (const name of names) {
      for (const spelling of querySpellings) {
        const url = `${path}?${name}=${encodeURIComponent(spelling)}`;
        const answer = canonicalUrl(url, canonicalPath);
        if (answer.kind !== 'redirect' || !new URL(answer.location, 'http://site.internal').searchParams.has(name)) continue;
        redirected++;
        const [asSpelled, asCanonical] = [await loaded(url), await loaded(answer.location)];
        if (JSON.stringify(asSpelled) !== JSON.stringify(asCanonical)) differ.push(`${url.slice(0, 80)} → ${answer.location.slice(0, 80)}`);
      }
    }
  }
  expect(redirected).toBeGreaterThan(0);
  expect(differ).toEqual([]);
}, 60_000);
