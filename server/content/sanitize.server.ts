import sanitizeHtml from 'sanitize-html';
import { wrapTables } from './table-scroll.server';

/**
 * Content sits in the same document as the page's own elements, so an id or
 * name of its own could shadow them (document.getElementById, named access on
 * window and document, form fields). Every id is prefixed, as GitHub does, and
 * in-page links follow it so #anchors keep working.
 */
const idPrefix = 'user-content-';
const prefixed = (id: string) => (id.startsWith(idPrefix) ? id : `${idPrefix}${id}`);

function withPrefixedId(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  return attribs.id ? { ...attribs, id: prefixed(attribs.id) } : attribs;
}

function withPrefixedAnchor(href: string): string {
  return href.startsWith('#') && href.length > 1 ? `#${prefixed(href.slice(1))}` : href;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan', 'align'],
    td: ['colspan', 'rowspan', 'align'],
    ol: ['start'],
    '*': ['id'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    // sanitize-html runs this after a tag's own transform, on every tag, so ids are prefixed here alone.
    '*': (tagName, attribs) => ({ tagName, attribs: withPrefixedId(attribs) }),
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const own = attribs.href ? { ...attribs, href: withPrefixedAnchor(attribs.href) } : attribs;
      return { tagName, attribs: external ? { ...own, rel: 'noopener noreferrer', target: '_blank' } : own };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * HTML from Markdown or from the API host goes through one allowlist: no
 * scripts, no event handlers, no javascript: or data: URLs, no SVG or iframes,
 * no meta, base or form, no name attributes, and only prefixed ids.
 * Tables then get their scroll region, outside the allowlist's reach.
 */
export function sanitizeContentHtml(html: string): string {
  return wrapTables(sanitizeHtml(html, options));
}
