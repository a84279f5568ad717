import { loadSiteContent } from '../../server/content/content.server';
import { htmlToText } from '../../server/content/html-to-text.server';

const config = { siteName: 'Ledgerline', contactEmail: 'hello@example.com', productName: 'Ledgerline Portal' };

/** Every header cell of every table in the HTML, as text. */
const headerCells = (html: string) => [...html.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/g)].map((match) => htmlToText(match[1] ?? ''));
/** Each table's scroll region label (server/content/table-scroll.server.ts). */
const tableLabels = (html: string) => [...html.matchAll(/<section class="table-scroll"[^>]*aria-label="([^"]*)"/g)].map((match) => match[1]);

describe('the tables in posts, articles and legal pages', () => {
  let bodies: Array<[string, string]>;
  beforeAll(async () => {
    const content = await loadSiteContent(config);
    bodies = [
      ...content.posts.map((post): [string, string] => [`post ${post._id}`, post.description]),
      ...content.articles.all().map((article): [string, string] => [`article ${article.slug}`, article.html]),
      ...[...content.legal].map(([slug, doc]): [string, string] => [`legal ${slug}`, doc.html]),
    ];
  });

  // A screen reader announces each cell with its column's header: an empty one names nothing.
  it('name every column in their header row', () => {
    const empty = bodies.filter(([, html]) => headerCells(html).some((text) => text === '')).map(([name]) => name);
    expect(empty).toEqual([]);
  });

  // Each table is a labelled region; two regions with one label cannot be told apart in a list of landmarks.
  it('carry a label of their own on each page', () => {
    const repeated = bodies.filter(([, html]) => new Set(tableLabels(html)).size !== tableLabels(html).length).map(([name]) => name);
    expect(repeated).toEqual([]);
  });
});
