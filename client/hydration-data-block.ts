/**
 * The page's data block is the last JSON script directly in <body> (the
 * document renders it after <main>). It is not looked up by id: content ends up
 * inside <main>, and an element there with the same id would come first in
 * document order and win getElementById.
 */
export function readHydrationDataBlock(doc: Document): string | null {
  const blocks = doc.body?.querySelectorAll(':scope > script[type="application/json"]');
  const last = blocks?.item(blocks.length - 1);
  return last?.textContent ?? null;
}
