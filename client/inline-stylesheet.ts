/**
 * The stylesheet the server inlined into <head>. The browser renders the same
 * document it hydrates, so it renders this text back, read from the page
 * rather than shipped a second time.
 */
export function readInlineStylesheet(doc: Document): string {
  return doc.head?.querySelector(':scope > style')?.textContent ?? '';
}
