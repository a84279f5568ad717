/**
 * Runs `work` once the page has painted: a frame callback runs just before
 * the first paint, and the task it queues runs after it.
 */
export function afterFirstPaint(work: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(work);
  });
}

/** Asks the browser to fetch these modules now, all in parallel, without running them yet. */
export function preloadModules(doc: Document, hrefs: readonly string[]): void {
  for (const href of hrefs) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    // Below the images already on their way (the largest one is often a cover), which the visitor sees before the page is interactive.
    link.fetchPriority = 'low';
    link.href = href;
    doc.head.append(link);
  }
}
