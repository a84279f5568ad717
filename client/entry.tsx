import type { HydrationPayload } from '../shared/hydration';
import { readHydrationDataBlock } from './hydration-data-block';

/**
 * All the page fetches before its first paint is this small module: on a slow
 * network the document (with its inline stylesheet) gets the bandwidth to
 * itself, and React and the page's modules are fetched together, in parallel,
 * once the page has painted. A frame callback runs just before the first
 * paint; the timeout it sets runs after it.
 */
requestAnimationFrame(() => {
  setTimeout(() => {
    const data = readHydrationDataBlock(document);
    if (!data) return;
    const { preloads } = JSON.parse(data) as Pick<HydrationPayload, 'preloads'>;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    void import('./hydrate').then(({ hydrate }) => hydrate(data));
  });
});
