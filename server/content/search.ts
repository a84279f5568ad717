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

export function queryTerms(query: string): string[] {
  const words =
    query
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => !stopWords.has(w)))].slice(0, 8);
}

/**
 * Matches the term at the start of a word. A lookbehind rather than \b,
 * because \b only knows ASCII letters and would miss "étude" after a space.
 */
function wordStart(term: string, flags = 'u'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, flags);
}

function countMatches(haystack: string, pattern: RegExp): number {
  return haystack.match(pattern)?.length ?? 0;
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

/** Worth more than any body count can add up to (2·log2 of an article's word count stays far below it). */
const titleWeight = 100;

/**
 * Ranks articles for a query: a term in the title outranks any number of
 * mentions in the body, every term must appear somewhere (prefixes count:
 * "llc" finds "LLCs"), and ties go to the article where the whole phrase appears.
 * A query of stop words only ("what is the") finds nothing rather than everything.
 * The limit stays above the size of the help corpus, so the page's "N articles match" is the true count.
 */
export function searchDocs(docs: SearchDoc[], query: string, limit = 20): SearchHit[] {
  const terms = queryTerms(query);
  if (!terms.length) return [];
  const patterns = terms.map((term) => wordStart(term, 'gu'));
  const phrase = terms.join(' ');
  const scored = docs
    .map((doc) => {
      const title = doc.title.toLowerCase();
      const body = doc.text.toLowerCase();
      let score = 0;
      for (const pattern of patterns) {
        const inTitle = countMatches(title, pattern);
        const inBody = countMatches(body, pattern);
        if (!inTitle && !inBody) return null;
        score += (inTitle ? titleWeight : 0) + Math.log2(1 + inBody) * 2;
      }
      if (terms.length > 1 && (title.includes(phrase) || body.includes(phrase))) score += 5;
      return { doc, score };
    })
    .filter((entry): entry is { doc: SearchDoc; score: number } => entry !== null)
    .sort((a, b) => b.score - a.score || a.doc.title.localeCompare(b.doc.title));
  return scored.slice(0, limit).map(({ doc }) => ({ slug: doc.slug, title: doc.title, section: doc.section, snippet: snippet(doc.text, terms) }));
}
