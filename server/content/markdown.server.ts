import matter from 'gray-matter';
import { Marked } from 'marked';
import { sanitizeContentHtml } from './sanitize.server';

const marked = new Marked({ gfm: true, async: false });

export interface ParsedMarkdown {
  data: Record<string, unknown>;
  html: string;
  words: number;
}

/** Front matter plus sanitised HTML; tables come out as real <table> elements. */
export function parseMarkdown(source: string, fill: (text: string) => string = (t) => t): ParsedMarkdown {
  const { data, content } = matter(source);
  const body = fill(content);
  const html = sanitizeContentHtml(marked.parse(body) as string);
  return { data, html, words: body.split(/\s+/).filter(Boolean).length };
}

/** YAML turns bare dates into Date objects; pages want YYYY-MM-DD strings. */
export function dateString(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return frontMatterText(value, '');
}

/**
 * A front-matter value as text: a YAML scalar as it reads, or the fallback
 * when the field is absent. A list or a map is a mistake in the file, which
 * fails at start-up rather than reaching a page as "[object Object]".
 */
export function frontMatterText(value: unknown, fallback: string): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return String(value);
  throw new Error(`front matter: expected text, found ${JSON.stringify(value)}`);
}
