import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { HydrationPayload } from '../shared/hydration';
import { browserLocation } from '../shared/page';
import { readInlineStylesheet } from './inline-stylesheet';
import { pageTree } from './page-tree';

/** Settles once the document's root has committed: Document marks <html> with data-hydrated in its first effect. */
function documentHydrated(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (doc.documentElement.dataset.hydrated !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/**
 * Hydrates the document from its data block: the raw JSON text, as the page carries it, and what it parsed to.
 * Settles once the document's root has committed.
 */
export async function hydrate(data: string, parsed: HydrationPayload): Promise<void> {
  const { tree } = await pageTree(data, readInlineStylesheet(document), browserLocation, parsed);
  // Evaluating React and the page's modules is one task; hydration starts in the next, so neither blocks input for the length of both.
  await new Promise((resolve) => setTimeout(resolve));
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole document (shorter tasks, lower blocking time).
  const done = documentHydrated(document);
  startTransition(() => {
    hydrateRoot(document, tree);
  });
  await done;
}
