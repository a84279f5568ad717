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
  return String(value ?? '');
}
