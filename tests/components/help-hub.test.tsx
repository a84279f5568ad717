import { screen, within } from '@testing-library/react';
import type { ArticleSummary, SiteData } from '../../shared/data/site-data';
import { loadSiteContent } from '../../server/content/content.server';
import * as GettingStartedModule from '../../shared/routes/getting-started/page';
import * as HelpModule from '../../shared/routes/help/page';
import * as RefundHubModule from '../../shared/routes/refund/page';
import * as ResourcesModule from '../../shared/routes/resources/page';
import { loader as helpLoader } from '../../shared/routes/help/page.server';
import { loader as gettingStartedLoader } from '../../shared/routes/getting-started/page.server';
import { loader as resourcesLoader } from '../../shared/routes/resources/page.server';
import { loader as refundLoader } from '../../shared/routes/refund/page.server';
import { renderAt, testConfig, type TestPage } from '../support/render-page';
import { firstItems, must } from '../support/must';

// Each page with the loader the route table gives it.
const HelpPage = { ...HelpModule, loader: helpLoader };
const GettingStartedPage = { ...GettingStartedModule, loader: gettingStartedLoader };
const ResourcesPage = { ...ResourcesModule, loader: resourcesLoader };
const RefundHubPage = { ...RefundHubModule, loader: refundLoader };

/** The articles as their files describe them (content/articles/): 6 general, then 2 + 1 + 1 + 1 resources, then 4 refund. */
let summaries: ArticleSummary[] = [];
beforeAll(async () => {
  summaries = (await loadSiteContent(testConfig)).articles.list();
});
const slugsIn = (section: string) => summaries.filter((a) => a.section === section).map((a) => a.slug);

const fakeData = { listArticles: async () => summaries, searchArticles: async () => [] } as unknown as SiteData;

async function renderPage(path: string, page: TestPage) {
  const utils = await renderAt(path, page, { data: fakeData });
  await screen.findByRole('heading', { level: 1 });
  return utils;
}

/** The page's content lists, not the breadcrumb's. */
function contentLists(): HTMLElement[] {
  return screen.getAllByRole('list').filter((list) => !list.closest('nav'));
}

const hrefs = (links: HTMLElement[]) => links.map((a) => a.getAttribute('href'));

describe('/help', () => {
  it('shows three topic cards linking to the hubs, with their article counts', async () => {
    await renderPage('/help', HelpPage);
    const cards = within(screen.getByRole('region', { name: 'Browse by topic' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(['/getting-started', '/resources', '/refund']);
    expect(cards.map((card) => within(card).getByText(/articles?$/).textContent)).toEqual(['6 articles', '5 articles', '4 articles']);
  });

  it('offers Contact Support, leading to the support form', async () => {
    await renderPage('/help', HelpPage);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/submitRequest');
  });

  it('has a labelled search box that works as a plain GET form to /help', async () => {
    await renderPage('/help', HelpPage);
    const box = screen.getByRole('searchbox', { name: 'Search the help center' });
    expect(box).toHaveAttribute('name', 'q');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/help');
    expect(form).toHaveAttribute('method', 'get');
  });
});

describe('/getting-started', () => {
  it('lists exactly the six General articles, in order, each with its description', async () => {
    await renderPage('/getting-started', GettingStartedPage);
    const [list] = firstItems(contentLists(), 1, 'article lists');
    const links = within(list).getAllByRole('link');
    expect(hrefs(links)).toEqual(slugsIn('general').map((slug) => `/${slug}`));
    const [firstLink] = firstItems(links, 1, 'article links');
    const [firstArticle] = firstItems(summaries, 1, 'articles');
    expect(firstLink).toHaveTextContent(firstArticle.title);
    expect(within(list).getByText(firstArticle.description)).toBeInTheDocument();
  });

  it('shows the breadcrumb Help Center > Getting Started and a Contact Support link', async () => {
    await renderPage('/getting-started', GettingStartedPage);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Help Center', 'Getting Started']);
    expect(within(firstItems(crumbs, 1, 'breadcrumbs')[0]).getByRole('link')).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/submitRequest');
  });
});

describe('/resources', () => {
  it('shows exactly the four categories, in order, each with its articles and a Contact Support link', async () => {
    await renderPage('/resources', ResourcesPage);
    const sections = screen.getAllByRole('region');
    expect(sections.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Company Type',
      'State of Incorporation',
      'Restrictions and Requirements',
      'Company Name',
    ]);
    const categories = ['company-type', 'state-of-incorporation', 'restrictions-and-requirements', 'company-name'];
    sections.forEach((section, i) => {
      const support = within(section).getByRole('link', { name: 'Contact Support' });
      expect(support).toHaveAttribute('href', '/submitRequest');
      const articleLinks = within(section)
        .getAllByRole('link')
        .filter((a) => a !== support);
      expect(hrefs(articleLinks)).toEqual(slugsIn(must(categories[i], `category ${i + 1}`)).map((slug) => `/${slug}`));
    });
  });
});

describe('/refund', () => {
  it('shows exactly four FAQ links, to the four refund articles, and Contact Support', async () => {
    await renderPage('/refund', RefundHubPage);
    const [faqs] = firstItems(contentLists(), 1, 'FAQ lists');
    expect(hrefs(within(faqs).getAllByRole('link'))).toEqual(slugsIn('refund').map((slug) => `/${slug}`));
    expect(within(faqs).getByRole('link', { name: 'What is your refund policy?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/submitRequest');
  });
});

describe('hub page meta', () => {
  const pages = { '/help': HelpPage, '/getting-started': GettingStartedPage, '/resources': ResourcesPage, '/refund': RefundHubPage };
  const metas = Object.entries(pages).map(([path, page]) => ({ path, meta: page.handle.meta!({ data: undefined, pathname: path, params: {}, config: testConfig }) }));

  it('gives each page its own title and description (at most 160 characters) and its own canonical path', () => {
    expect(new Set(metas.map((m) => m.meta.title)).size).toBe(4);
    expect(new Set(metas.map((m) => m.meta.description)).size).toBe(4);
    for (const { path, meta } of metas) {
      expect(meta.description.length).toBeLessThanOrEqual(160);
      expect(meta.path).toBe(path);
    }
  });

  it('describes the same breadcrumb in JSON-LD as the page shows', async () => {
    for (const [path, page] of [
      ['/getting-started', GettingStartedPage],
      ['/resources', ResourcesPage],
      ['/refund', RefundHubPage],
    ] as const) {
      const { unmount } = await renderPage(path, page);
      const visible = within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      const meta = metas.find((m) => m.path === path)!.meta;
      const list = meta.jsonLd?.[0] as { '@type': string; itemListElement: Array<{ name: string; item: string }> };
      expect(list['@type']).toBe('BreadcrumbList');
      expect(list.itemListElement.map((i) => i.name)).toEqual(visible);
      expect(list.itemListElement.map((i) => i.item)).toEqual([`${testConfig.siteUrl}/help`, `${testConfig.siteUrl}${path}`]);
      unmount();
    }
  });
});
