import escapeHtml from 'escape-html';
import { htmlToText } from './html-to-text.server';

/**
 * Wraps every table of sanitised HTML in a labelled, focusable scroll region
 * (a named <section>, the native form of role="region"), so a wide table
 * scrolls on its own (by touch or keyboard) instead of widening the page. It runs after the sanitiser, which is why it may rely
 * on sanitiser output: lowercase tag names, balanced tables, and no raw "<"
 * outside a tag. The wrapper's role and tabindex are added here, never
 * allowed through from the source HTML.
 */

const tableTags = /<(\/?)(table|caption|tr|th|td)\b[^>]*>/g;
const defaultLabel = 'Table';

interface OpenTable {
  slot: number;
  caption: string | null;
  /** Texts of the first row while every cell in it is a header; null once it holds a data cell. */
  headers: string[] | null;
  rows: number;
  /** Where the content of the caption or cell being read begins. */
  contentStart: number;
}

/** Text of an HTML fragment (a caption, a header cell), escaped for a double-quoted attribute. */
function attributeText(fragment: string): string {
  return escapeHtml(htmlToText(fragment));
}

function labelOf(table: OpenTable): string {
  if (table.caption) return table.caption;
  const headers = table.headers?.filter(Boolean) ?? [];
  return headers.length > 0 ? `${defaultLabel}: ${headers.join(', ')}` : defaultLabel;
}

/** One label per table, in the order the tables open: its caption, else its header row, else "Table". */
function tableLabels(html: string): string[] {
  const labels: string[] = [];
  const open: OpenTable[] = [];
  for (const match of html.matchAll(tableTags)) {
    const [tag, closing, name] = match;
    const table = open.at(-1);
    if (name === 'table') {
      if (!closing) {
        open.push({ slot: labels.push(defaultLabel) - 1, caption: null, headers: [], rows: 0, contentStart: 0 });
      } else if (table) {
        labels[table.slot] = labelOf(table);
        open.pop();
      }
      continue;
    }
    if (!table) continue;
    if (!closing) {
      table.contentStart = match.index + tag.length;
      if (name === 'tr') table.rows += 1;
      if (name === 'td' && table.rows === 1) table.headers = null;
      continue;
    }
    const text = attributeText(html.slice(table.contentStart, match.index));
    if (name === 'caption') table.caption ??= text;
    else if (name === 'th' && table.rows === 1) table.headers?.push(text);
  }
  return labels;
}

export function wrapTables(html: string): string {
  const labels = tableLabels(html);
  let next = 0;
  return html.replace(/<table\b[^>]*>|<\/table>/g, (tag) =>
    tag === '</table>' ? '</table></section>' : `<section class="table-scroll" tabindex="0" aria-label="${labels[next++] ?? defaultLabel}">${tag}`,
  );
}
