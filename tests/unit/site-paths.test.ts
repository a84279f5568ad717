import { createRoutes, pageHandle, uncachedPaths } from '../../server/ssr/routes.server';
import { bookingPaths, changesFeedPath, legacyRedirects, paths, reminderPaths, servicePaths, staticPaths } from '../../shared/site-paths';
import { articlePaths, specArticlePaths } from '../support/article-paths';
import { footerColumns, primaryLinks, serviceLinks } from '../../shared/components/layout/nav-links';
import { serviceCards } from '../../shared/content/generated/home';
import { pageNames } from '../../shared/content/generated/site';
import { sitemapEntries } from '../../server/seo/sitemap.server';
import { canonicalPaths } from '../../server/middleware/redirects.server';

const canonicalPath = canonicalPaths(articlePaths);

// The reminders' signed-link pages are routes too, lines of the route table but kept out of the sitemap.
const fixedPaths = new Set([...staticPaths, ...articlePaths, reminderPaths.confirm, reminderPaths.unsubscribe, bookingPaths.cancel]);

function routePaths(): string[] {
  const children = createRoutes(articlePaths)[0]?.children ?? [];
  return children.map((route) => (route.index ? '/' : `/${route.path ?? ''}`)).filter((p) => !p.includes(':') && !p.includes('*'));
}

// That no other file spells a page path is a lint rule (no-restricted-syntax in eslint.config.js, proved in lint-rules.test.ts).
describe('page paths live in shared/route-table.ts', () => {
  it('the route table serves exactly the listed pages, services and articles', () => {
    expect(new Set(routePaths())).toEqual(fixedPaths);
  });

  it("serves every static article route of the product's route table, from the article files", () => {
    expect(articlePaths).toEqual(expect.arrayContaining(specArticlePaths));
  });

  it('the sitemap lists every page of the table, and the changelog feed; the reminders page only where reminders can be sent', () => {
    const listed = sitemapEntries([], [], {}, { remindersAvailable: true }).map((entry) => entry.path);
    expect(listed).toEqual([...staticPaths, changesFeedPath]);
    expect(sitemapEntries([], [], {}, { remindersAvailable: false }).map((entry) => entry.path)).toEqual([...staticPaths, changesFeedPath].filter((path) => path !== paths.reminders));
    expect(listed).toContain(paths.contact);
    for (const service of servicePaths) expect(listed).toContain(service);
  });

  it('navigation, footer and home cards link only to pages of the table, with the names it gives them', () => {
    const links: Array<{ to: string; label: string }> = [...primaryLinks, ...serviceLinks, ...footerColumns.flatMap((column): Array<{ to: string; label: string }> => column.links)];
    for (const link of links) expect([link.to, fixedPaths.has(link.to)]).toEqual([link.to, true]);
    for (const key of ['blog', 'help', 'event'] as const) expect(primaryLinks).toContainEqual({ to: paths[key], label: pageNames[key] });
    expect(serviceCards.cards.map((card) => card.link).sort()).toEqual([...servicePaths].sort());
  });

  it('lists as uncached exactly the pages whose handle says no-store, which the query budget counts even without a query', () => {
    const children = createRoutes(articlePaths)[0]?.children ?? [];
    const noStore = children.filter((route) => pageHandle(route)?.cache === 'no-store').map((route) => (route.index ? '/' : `/${route.path ?? ''}`));
    expect(noStore.sort()).toEqual([...uncachedPaths].sort());
  });

  it("old service paths and other letter cases redirect to the table's paths", () => {
    expect(legacyRedirects).toEqual({ '/usa': '/usa-company-formation', '/tax': '/tax-return', '/cfo': '/cfo-advisory', '/zoho': '/zoho-advisory' });
    for (const [from, to] of Object.entries(legacyRedirects)) expect(canonicalPath(from)).toBe(to);
    expect(canonicalPath('/PRICING')).toBe(paths.pricing);
  });
});
