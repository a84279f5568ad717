// Elements whose edges part words: "<p>one</p><p>two</p>" reads "one two", as html-to-text reads it on the server.
const blocks = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
const unread = new Set(['script', 'style', 'template', 'noscript']);

function collect(node: Node, parts: string[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    parts.push(node.nodeValue ?? '');
    return;
  }
  if (!(node instanceof Element)) return;
  const name = node.localName;
  if (unread.has(name)) return;
  const block = blocks.has(name);
  if (block) parts.push(' ');
  for (const child of Array.from(node.childNodes)) collect(child, parts);
  if (block) parts.push(' ');
}

/**
 * Plain text of a post body the browser fetched (Load More), read by the browser's own HTML parser: the server's
 * converter (html-to-text, server/content/html-to-text.server.ts) would add its parser to the blog's script for one button.
 * A parsed, never-attached document runs no script and loads no image.
 */
export function browserHtmlToText(html: string): string {
  const parts: string[] = [];
  collect(new DOMParser().parseFromString(html, 'text/html').body, parts);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
