import type { SearchHit } from '../../shared/data/site-data';
import type { ArticleSection } from '../../shared/content/article-paths';

export interface SearchDoc {
  slug: string;
  title: string;
  section: ArticleSection;
  /** Plain text of the article body. */
  text: string;
}

const stopWords = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'my', 'of', 'on', 'or', 'the', 'to', 'what', 'when', 'which', 'who', 'why', 'with', 'you', 'your']);

export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words.filter((w) => !stopWords.has(w));
  return [...new Set(terms.length ? terms : words)].slice(0, 8);
}

function countMatches(haystack: string, term: string): number {
  const re = new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'g');
  return haystack.match(re)?.length ?? 0;
}

/** A window of text around the first matching term, cut on word boundaries. */
export function snippet(text: string, terms: string[], width = 180): string {
  const lower = text.toLowerCase();
  let at = -1;
  for (const term of terms) {
    const match = new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).exec(lower);
    if (match && (at === -1 || match.index < at)) at = match.index;
  }
  if (at === -1) at = 0;
  let start = Math.max(0, at - Math.floor(width / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + width);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * Ranks articles for a query: a term in the title counts far more than one in
 * the body, every term must appear somewhere (prefixes count: "llc" finds
 * "LLCs"), and ties go to the article where the whole phrase appears.
 */
export function searchDocs(docs: SearchDoc[], query: string, limit = 10): SearchHit[] {
  const terms = queryTerms(query);
  if (!terms.length) return [];
  const phrase = terms.join(' ');
  const scored = docs
    .map((doc) => {
      const title = doc.title.toLowerCase();
      const body = doc.text.toLowerCase();
      let score = 0;
      for (const term of terms) {
        const inTitle = countMatches(title, term);
        const inBody = countMatches(body, term);
        if (!inTitle && !inBody) return null;
        score += inTitle * 10 + Math.log2(1 + inBody) * 2;
      }
      if (terms.length > 1 && (title.includes(phrase) || body.includes(phrase))) score += 5;
      return { doc, score };
    })
    .filter((entry): entry is { doc: SearchDoc; score: number } => entry !== null)
    .sort((a, b) => b.score - a.score || a.doc.title.localeCompare(b.doc.title));
  return scored.slice(0, limit).map(({ doc }) => ({ slug: doc.slug, title: doc.title, section: doc.section, snippet: snippet(doc.text, terms) }));
}
