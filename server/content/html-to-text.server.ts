import { compile } from 'html-to-text';

/**
 * Plain text of an HTML fragment (a post's meta description and list excerpt, the help index, a table's label), read by
 * html-to-text: entities decoded, script and style dropped, every block (paragraph, heading, list item, table cell) kept
 * apart by a space, and whitespace collapsed to single spaces. Its formatting for terminals (upper-case headings, list
 * bullets and numbers, link targets, rules) is turned off: the text goes into a sentence, not a screen.
 */
const convert = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'hr', format: 'skip' },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    ...['ul', 'ol', 'li', 'table', 'tr', 'th', 'td', 'blockquote', 'pre'].map((selector) => ({ selector, format: 'block' })),
  ],
});

export function htmlToText(html: string): string {
  return convert(html).replace(/\s+/g, ' ').trim();
}

// The same post bodies are turned into text on every render of their page, the blog list and the feed.
const textOf = new Map<string, string>();
// Room for every text one render needs, or that render clears its own and the next converts them all again: the deepest
// no-JavaScript blog page (21 pages of 7) converts 147 bodies (tests/integration/post-text-memo.test.ts).
const textCacheEntries = 512;

/** htmlToText for a blog post's body, remembered: read again on every render that shows the post. */
export function postText(html: string): string {
  const known = textOf.get(html);
  if (known !== undefined) return known;
  const text = htmlToText(html);
  if (textOf.size >= textCacheEntries) textOf.clear();
  textOf.set(html, text);
  return text;
}
