import { createStaticHandler, RouterContextProvider, type StaticHandlerContext } from 'react-router';
import { SiteDataError, type SiteData } from '../../shared/data/site-data';
import { routePages } from '../../shared/content/generated/route-pages';
import type { RouteFolder } from '../../shared/route-table';
import { paths, pathsOf, servicePaths, staticPaths } from '../../shared/site-paths';
import { articlePaths } from '../support/article-paths';
import { createServerSiteData } from '../../server/site-data.server';
import { loadSiteContent } from '../../server/content/content.server';
import { loadConfig } from '../../server/config.server';
import type { FormSubmitter } from '../../server/forms/form-submitter.server';
import type { FormOutcome } from '../../server/forms/submit-form.server';
import { createRoutes, pageHandles } from '../../server/ssr/routes.server';
import { routeContext, siteDataContext } from '../../server/ssr/route-context.server';
import { firmFor } from '../../server/people/firm.server';

/**
 * The server's route conventions are react-router's own: loaders and actions
 * read a typed request context (createContext / RouterContextProvider), a
 * page's status is the static handler's statusCode (from data(value,
 * { status }) or a thrown Response), a no-JavaScript form post is a route
 * action's, and the route table names the page each path shows.
 */

const handler = createStaticHandler(createRoutes(articlePaths));
let site: SiteData;
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'https://www.example.com' });
  const content = await loadSiteContent(config);
  const api = { listPosts: async () => ({ blogs: [], pages: 1 }), getPost: async () => Promise.reject(new SiteDataError('not-found', 'Blog post not found', 404)) };
  site = createServerSiteData(api as never, content);
});

/** A submitter that records what the actions hand it and answers `outcome`. */
function recordingForms(outcome: FormOutcome = { ok: true }) {
  const calls: unknown[][] = [];
  const forms: FormSubmitter = {
    fields: (kind) => (kind === 'contact' ? ['name', 'email', 'phone', 'comment'] : ['email', 'category', 'subject', 'description']),
    submit: async (...args) => {
      calls.push(args);
      return outcome;
    },
  };
  return { forms, calls };
}

async function query(path: string, opts: { data?: SiteData; forms?: FormSubmitter; init?: RequestInit; refusedPost?: Parameters<typeof routeContext>[0]['refusedPost'] } = {}) {
  const request = new Request(`http://site.internal${path}`, opts.init);
  return handler.query(request, {
    requestContext: routeContext({ siteData: opts.data ?? site, forms: opts.forms ?? recordingForms().forms, refusedPost: opts.refusedPost, firm: firmFor('https://www.example.com') }),
  });
}

async function page(path: string, opts: Parameters<typeof query>[1] = {}): Promise<StaticHandlerContext> {
  const context = await query(path, opts);
  if (context instanceof Response) throw new Error(`${path} answered ${String(context.status)}`);
  return context;
}

const leafData = (context: StaticHandlerContext): unknown => context.loaderData[context.matches.at(-1)!.route.id];
const leafActionData = (context: StaticHandlerContext): unknown => context.actionData?.[context.matches.at(-1)!.route.id];

describe('the route table', () => {
  const folderAt = (path: string): RouteFolder | undefined => (Object.keys(routePages) as RouteFolder[]).find((folder) => pathsOf(folder).includes(path));
  const expected: Array<[string, RouteFolder | undefined]> = [
    ...staticPaths.map((path): [string, RouteFolder | undefined] => [path, folderAt(path)]),
    ...servicePaths.map((path): [string, RouteFolder] => [path, 'service']),
    ...articlePaths.map((path): [string, RouteFolder] => [path, 'article']),
    ['/blog/any-post', 'blog-post'],
    ['/no-such-page', 'not-found'],
  ];

  it.each(expected)('names the page folder %s shows: %s', async (path, folder) => {
    const context = await page(path);
    expect(pageHandles(context.matches).map((h) => h.folder)).toEqual([folder]);
  });

  it.each(Object.keys(routePages) as RouteFolder[])('gives %s its loader and status in page.server.ts: its page.tsx exports only what renders', async (folder) => {
    const module: Record<string, unknown> = await routePages[folder]();
    expect(Object.keys(module).filter((key) => key !== 'Component' && key !== 'handle')).toEqual([]);
    expect(Object.keys(module.handle ?? {}).filter((key) => !['meta', 'cache', 'sheet', 'query', 'signedLink'].includes(key))).toEqual([]);
  });
});

describe('the typed request context', () => {
  it('hands loaders the site data set for the request', async () => {
    const legal = { slug: 'privacy-policy', title: 'Privacy, from the context', description: 'd', updated: '2026-01-01', updatedLabel: 'January 1, 2026', html: '<p>x</p>' };
    const data = { ...site, getLegal: async () => legal };
    const context = await page(paths.privacyPolicy, { data });
    expect([context.statusCode, leafData(context)]).toEqual([200, legal]);
  });

  it('is react-router’s own: a loader whose value was not provided fails with react-router’s error, not a cast’s', async () => {
    const context = await handler.query(new Request(`http://site.internal${paths.privacyPolicy}`), { requestContext: new RouterContextProvider() });
    if (context instanceof Response) throw new Error('unexpected redirect');
    expect(context.statusCode).toBe(500);
    expect(String(Object.values(context.errors ?? {})[0])).toMatch(/No value found for context/);
  });

  it('keeps its values to the request that set them', async () => {
    const one = routeContext({ siteData: site, forms: recordingForms().forms, firm: firmFor('https://www.example.com') });
    expect(one.get(siteDataContext)).toBe(site);
    const other = new RouterContextProvider();
    expect(() => other.get(siteDataContext)).toThrow(/No value found for context/);
  });
});

describe('statuses are react-router’s statusCode', () => {
  it('a failing API host: 502 or 504 from data(value, { status }), the list still rendered with its notice', async () => {
    for (const [error, status] of [
      [new SiteDataError('upstream', 'The blog service answered 500', 500), 502],
      [new SiteDataError('unavailable', 'The request to the blog service timed out', 504), 504],
    ] as const) {
      const context = await page(paths.blog, { data: { ...site, listPosts: async () => Promise.reject(error) } });
      expect([context.statusCode, context.errors, leafData(context)]).toEqual([status, null, { posts: [], page: 1, hasMore: false, error: error.message }]);
    }
  });

  it('a missing post: 404, with the data that says so', async () => {
    const context = await page('/blog/no-such-post');
    expect([context.statusCode, context.errors, leafData(context)]).toEqual([404, null, { kind: 'not-found' }]);
  });

  it('a path no page has: 404 from the catch-all route, no error', async () => {
    const context = await page('/no-such-page');
    expect([context.statusCode, context.errors]).toEqual([404, null]);
  });

  it('a blog page past the end: a thrown redirect, 301 to the last page', async () => {
    // Two pages of seven posts, and a visitor asking for the fifth.
    const post = (n: number) => ({ _id: `post-${String(n)}`, title: `Post ${String(n)}`, description: '<p>Text</p>', category: 'Tax', image: '' });
    const listPosts = async (n: number, limit: number) => ({ blogs: Array.from({ length: limit }, (_, i) => post((n - 1) * limit + i)), pages: 2 });
    const answer = await query(`${paths.blog}?page=5`, { data: { ...site, listPosts } });
    expect(answer instanceof Response && [answer.status, answer.headers.get('Location')]).toEqual([301, `${paths.blog}?page=2`]);
  });

  it('a page’s data carries no status of its own', async () => {
    for (const path of [paths.blog, paths.contact, `${paths.contact}?sent=1`, '/blog/no-such-post']) {
      expect(leafData(await page(path))).not.toHaveProperty('status');
    }
  });
});

describe('a no-JavaScript form post is the page’s route action', () => {
  const contact = { name: 'Asha Mehta', email: 'asha@example.com', phone: '+91 98765 43210', comment: 'Bookkeeping, please.' };
  const post = (body: Record<string, string> | URLSearchParams, headers?: Record<string, string>): RequestInit => ({ method: 'POST', body: new URLSearchParams(body), headers });

  it('delivers it through the submitter and answers a success with a 303 to the thank-you state', async () => {
    const { forms, calls } = recordingForms();
    const answer = await query(paths.contact, { forms, init: post(contact, { 'Idempotency-Key': 'key-1' }) });
    expect(answer instanceof Response && [answer.status, answer.headers.get('Location')]).toEqual([303, `${paths.contact}?sent=1`]);
    expect(calls).toEqual([['contact', contact, 'key-1']]);
  });

  it('renders the page with what was wrong as action data, under the failure’s status', async () => {
    const { forms } = recordingForms({ ok: false, status: 400, errors: { email: 'Enter a valid email address' } });
    const context = await page(paths.submitRequest, { forms, init: post({ email: 'bad', subject: 'Hi', other: 'dropped' }) });
    expect(context.statusCode).toBe(400);
    expect(leafActionData(context)).toEqual({ values: { email: 'bad', subject: 'Hi' }, errors: { email: 'Enter a valid email address' }, message: null });
    expect(leafData(context)).toEqual({ sent: false });
  });

  it('answers a failure to deliver with its message and status', async () => {
    const { forms } = recordingForms({ ok: false, status: 503, message: 'We cannot accept messages right now.' });
    const context = await page(paths.contact, { forms, init: post(contact) });
    expect([context.statusCode, leafActionData(context)]).toEqual([503, { values: contact, errors: {}, message: 'We cannot accept messages right now.' }]);
  });

  it('answers a post the server refused before reading it (from the typed context), delivering nothing', async () => {
    const { forms, calls } = recordingForms();
    const refusedPost = { ok: false as const, status: 413, message: 'The form is too large.' };
    const context = await page(paths.contact, { forms, init: post({}), refusedPost });
    expect([context.statusCode, leafActionData(context)]).toEqual([413, { values: {}, errors: {}, message: 'The form is too large.' }]);
    expect(calls).toEqual([]);
  });

  it('hands the schema a repeated field as a list, as Express’s body parser does', async () => {
    const { forms, calls } = recordingForms();
    await query(paths.contact, { forms, init: post(new URLSearchParams([...Object.entries(contact), ['name', 'Again']])) });
    expect(calls[0]?.[1]).toEqual({ ...contact, name: ['Asha Mehta', 'Again'] });
  });

  it('leaves the thank-you state (?sent=1) to the page’s loader', async () => {
    expect(leafData(await page(`${paths.contact}?sent=1`))).toEqual({ sent: true });
    expect(leafData(await page(`${paths.submitRequest}?sent=yes`))).toEqual({ sent: false });
  });

  it('is refused by react-router at a page without an action (405), which no form posts to', async () => {
    const context = await page(paths.pricing, { init: post(contact) });
    expect(context.statusCode).toBe(405);
  });
});
