import MiniSearch from 'minisearch';
import type { SearchHit } from '../../shared/data/site-data';

export interface SearchDoc {
  slug: string;
  title: string;
  /** Its section's id (content/help.yaml). */
  section: string;
  /** Plain text of the article body. */
  text: string;
}

const stopWords = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'what',
  'when',
  'which',
  'who',
  'why',
  'with',
  'you',
  'your',
]);

/** Words as the index and the query both see them: lower case, NFKC, letters and digits in any script. */
function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** A query's words without stop words or repeats, at most 8: what one search may cost is bounded by the query, not by the visitor. */
export function queryTerms(query: string): string[] {
  return [...new Set(words(query).filter((w) => !stopWords.has(w)))].slice(0, 8);
}

/**
 * Matches the term at the start of a word. A lookbehind rather than \b,
 * because \b only knows ASCII letters and would miss "étude" after a space.
 */
function wordStart(term: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');
}

/** A window of text around the first matching term, cut on word boundaries. */
export function snippet(text: string, terms: string[], width = 180): string {
  const lower = text.toLowerCase();
  let at = -1;
  for (const term of terms) {
    const match = wordStart(term).exec(lower);
    if (match && (at === -1 || match.index < at)) at = match.index;
  }
  if (at === -1) at = 0;
  let start = Math.max(0, at - Math.floor(width / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + width);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

export interface HelpSearch {
  /** Hits for a query, best first, at most `limit`. */
  search(query: string, limit?: number): SearchHit[];
}

/**
 * The help articles' full-text index (minisearch), built once when the content
 * is loaded. Every term must appear somewhere; one of three letters or more
 * also as the start of a longer word ("llc" finds "LLCs", never the middle of
 * a word), a shorter one only as a whole word. BM25 ranks within fields. Sorting
 * first by how many of the query's terms are in the title keeps the rule the
 * help center has always had: a term in the title outranks any number of
 * mentions in the body. The article where the whole phrase appears gets a
 * little more, so it wins a near tie. A query of stop words only ("what is
 * the") finds nothing rather than everything. The default limit stays above
 * the size of the help corpus, so the page's "N articles match" is the true count.
 */
export function helpSearch(docs: SearchDoc[]): HelpSearch {
  const index = new MiniSearch<SearchDoc>({
    idField: 'slug',
    fields: ['title', 'text'],
    tokenize: words,
    processTerm: (term) => (stopWords.has(term) ? null : term),
  });
  index.addAll(docs);
  const bySlug = new Map(docs.map((doc) => [doc.slug, { doc, lower: `${doc.title}\n${doc.text}`.toLowerCase() }]));

  return {
    search(query, limit = 20) {
      const terms = queryTerms(query);
      if (!terms.length) return [];
      const phrase = terms.join(' ');
      const results = index.search(phrase, {
        combineWith: 'AND',
        // A prefix of one or two letters stands for much of the vocabulary: eight of them cost 10-25 ms of CPU, against 2 ms at most from three letters.
        prefix: (term) => term.length >= 3,
        // The query is already split and filtered by queryTerms.
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
        boostDocument: (slug: string) => (terms.length > 1 && bySlug.get(slug)?.lower.includes(phrase) ? 1.25 : 1),
      });
      const inTitle = (match: Record<string, string[]>) => terms.filter((term) => Object.entries(match).some(([word, fields]) => word.startsWith(term) && fields.includes('title'))).length;
      return results
        .flatMap((result) => {
          const entry = bySlug.get(result.id as string);
          return entry ? [{ doc: entry.doc, titleTerms: inTitle(result.match), score: result.score }] : [];
        })
        .sort((a, b) => b.titleTerms - a.titleTerms || b.score - a.score || a.doc.title.localeCompare(b.doc.title))
        .slice(0, limit)
        .map(({ doc }) => ({ slug: doc.slug, title: doc.title, section: doc.section, snippet: snippet(doc.text, terms) }));
    },
  };
}
