import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'span', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
    table: ['tabindex'],
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
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs };
    },
    // Wide tables scroll sideways on phones; a tab stop lets keyboard users scroll them too.
    table: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * HTML from Markdown or from the API host goes through one allowlist: no
 * scripts, no event handlers, no javascript: or data: URLs, no SVG or iframes.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options);
}
