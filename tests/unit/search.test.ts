import { helpSearch, queryTerms, snippet, type HelpSearch, type SearchDoc } from '../../server/content/search';
import { loadSiteContent } from '../../server/content/content.server';

const doc = (slug: string, title: string, text: string): SearchDoc => ({ slug, title, section: 'general', text });
const searchDocs = (docs: SearchDoc[], query: string) => helpSearch(docs).search(query);

describe('help search ranking', () => {
  it('puts an article with the word in its title above one that only repeats it in the body', () => {
    const docs = [doc('body-heavy', 'Choosing a state', 'Wyoming is popular. '.repeat(120)), doc('in-title', 'Why choose Wyoming?', 'A short note on taxes and privacy.')];
    expect(searchDocs(docs, 'wyoming').map((h) => h.slug)).toEqual(['in-title', 'body-heavy']);
  });

  it('only returns articles containing every term', () => {
    const docs = [doc('both', 'Refund policy', 'Refunds are processed within 10 business days.'), doc('one', 'Refund methods', 'We accept credit cards.')];
    expect(searchDocs(docs, 'refund business').map((h) => h.slug)).toEqual(['both']);
  });

  it('matches word prefixes, so "llc" finds "LLCs", but not the middle of a word', () => {
    const docs = [doc('plural', 'Company types', 'Most founders form LLCs.'), doc('inside', 'Other', 'The PLLCX code.')];
    expect(searchDocs(docs, 'llc').map((h) => h.slug)).toEqual(['plural']);
  });

  it('matches a term of one or two letters as a whole word only, so "c corp" is not every word starting with c', () => {
    const docs = [doc('c-corp', 'Choosing a C corp', 'A C corporation pays corporate tax.'), doc('company', 'Company types', 'Corporations and co-ops compared.')];
    expect(searchDocs(docs, 'c corp').map((h) => h.slug)).toEqual(['c-corp']);
  });

  it('matches words with accents and other non-ASCII letters at word starts only', () => {
    const docs = [doc('fr', 'Société anonyme', 'A French company type.'), doc('mid', 'Other', 'Lasociété, préétude.')];
    expect(searchDocs(docs, 'SOCIÉTÉ').map((h) => h.slug)).toEqual(['fr']);
    expect(searchDocs([doc('study', 'Market notes', 'Une étude de marché.'), ...docs], 'étude').map((h) => h.slug)).toEqual(['study']);
  });

  it('returns nothing for an empty, punctuation-only or stop-word-only query', () => {
    const docs = [doc('a', 'What is the EIN?', 'The EIN is a number for the company.')];
    expect(searchDocs(docs, '')).toEqual([]);
    expect(searchDocs(docs, '  ?! ')).toEqual([]);
    expect(searchDocs(docs, 'what is the')).toEqual([]);
  });

  it('ignores stop words but keeps the meaningful terms', () => {
    expect(queryTerms('What is the EIN for my LLC?')).toEqual(['ein', 'llc']);
  });

  it('breaks equal scores by the article where the whole phrase appears', () => {
    const docs = [doc('scattered', 'Notes', 'Bank details. Later, an account number.'), doc('phrase', 'Notes', 'Open a bank account online. Bank. Account.')];
    expect(searchDocs(docs, 'bank account')[0]?.slug).toBe('phrase');
  });

  it('returns the hit fields the results list shows', () => {
    const [hit] = searchDocs([doc('ein', 'EIN explained', 'An EIN is a 9-digit number.')], 'ein');
    expect(hit).toEqual({ slug: 'ein', title: 'EIN explained', section: 'general', snippet: 'An EIN is a 9-digit number.' });
  });
});

describe('snippet', () => {
  const words = Array.from({ length: 120 }, (_, i) => `word${i}`);
  const text = [...words.slice(0, 60), 'Wyoming', ...words.slice(60)].join(' ');

  it('shows the text around the first match, with an ellipsis at each cut end', () => {
    const s = snippet(text, ['wyoming']);
    expect(s).toContain('Wyoming');
    expect(s.startsWith('…')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    expect(s.length).toBeLessThanOrEqual(182);
  });

  it('cuts on word boundaries', () => {
    const inner = snippet(text, ['wyoming']).slice(1, -1);
    for (const token of inner.split(' ')) expect(token === 'Wyoming' || words.includes(token)).toBe(true);
  });

  it('has no leading ellipsis when the match is near the start, and none at the end of short text', () => {
    expect(snippet('Wyoming has no state income tax.', ['wyoming'])).toBe('Wyoming has no state income tax.');
    expect(snippet(text, ['word1'])).toMatch(/^word0 word1 .*…$/);
  });
});

describe('search over the real help articles', () => {
  let index: HelpSearch;
  let articleCount: number;
  beforeAll(async () => {
    const content = await loadSiteContent({ siteName: 'Ledgerline', contactEmail: 'hello@example.com', productName: 'Ledgerline Portal' });
    index = content.helpSearch;
    articleCount = content.articles.all().length;
  });

  it('finds the LLC articles for "llc", title matches first', () => {
    const hits = index.search('llc');
    const slugs = hits.map((h) => h.slug);
    expect(slugs.slice(0, 3).sort()).toEqual(
      ['llc-vs-c-corporation-which-business-structure-is-right-for-you', 'single-member-vs-multi-member-llc-which-one-is-right-for-you', 'why-choose-a-wyoming-llc'].sort(),
    );
    for (const hit of hits) expect(hit.snippet.toLowerCase()).toContain('llc');
  });

  it('returns every matching article, so the page can show the true count', () => {
    expect(index.search('us')).toHaveLength(articleCount);
  });

  it('finds the refund policy for "refund policy"', () => {
    expect(index.search('refund policy')[0]?.slug).toBe('what-is-your-refund-policy');
  });
});
