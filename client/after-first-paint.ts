/**
 * How long the hydrating code waits for the images a page fetches first. A
 * cover on slow 4G arrives well within it; an image that stalls must not keep
 * the page from hydrating (it works without script meanwhile: links, forms, menus).
 */
export const firstImagesWaitMs = 3_000;

/** Runs `work` in the task after the next frame: a frame callback runs just before a paint, and the task it queues runs after it. */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(work);
  });
}

/**
 * Runs `work` once the page has painted, and, if the page fetches images
 * first (fetchpriority="high": a post's cover, often its largest element),
 * once those are decoded and painted too, or after `firstImagesWaitMs`. An
 * island's code with React is about 60 KB: fetched sooner, it would share a slow
 * network with the image the visitor is waiting to see.
 */
export function afterFirstPaint(work: () => void, doc: Document = document): void {
  afterNextPaint(() => {
    const images = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
    if (images.length === 0) {
      work();
      return;
    }
    // decode() settles once the image has loaded and decoded; one that fails to load is done with too.
    const decoded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    const givenUp = new Promise((resolve) => setTimeout(resolve, firstImagesWaitMs));
    void Promise.race([decoded, givenUp]).then(() => {
      afterNextPaint(work);
    });
  });
}

/** Asks the browser to fetch these modules now, all in parallel, without running them yet (once each: islands share React's chunks). */
export function preloadModules(doc: Document, hrefs: readonly string[]): void {
  const asked = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
  for (const href of hrefs) {
    if (asked.has(href)) continue;
    asked.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    // Below the images already on their way (the largest one is often a cover), which the visitor sees before the page is interactive.
    link.fetchPriority = 'low';
    link.href = href;
    doc.head.append(link);
  }
}
