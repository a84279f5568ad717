import { Marked } from 'marked';
import { sanitizeContentHtml } from './sanitize.server';

const marked = new Marked({ gfm: true, async: false });

export interface RenderedMarkdown {
  html: string;
  words: number;
}

/**
 * A Markdown body (its front matter already read by the content compiler) as
 * sanitised HTML; tables come out as real <table> elements. `fill` puts in the
 * configuration's tokens ({{siteName}}), which only the running server knows.
 */
export function renderMarkdown(body: string, fill: (text: string) => string = (t) => t): RenderedMarkdown {
  const text = fill(body);
  const html = sanitizeContentHtml(marked.parse(text) as string);
  return { html, words: text.split(/\s+/).filter(Boolean).length };
}
