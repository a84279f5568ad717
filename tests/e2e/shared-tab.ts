import { test as base, type Page } from '@playwright/test';

/** What a context is made with and a page cannot change afterwards. */
interface TabKind {
  javaScriptEnabled: boolean;
  hasTouch: boolean;
  isMobile: boolean;
}

/**
 * `tab`: a page kept for the worker, one for each kind of context a test asks for (JavaScript on or off, touch,
 * mobile), sized to the test's viewport and loaded afresh by the test. A new context and renderer for every test
 * cost about as much CPU as what most tests check (layout.spec.ts: 187 CPU-s with one each, 124 with a kept tab).
 *
 * For tests that only load pages and use them: a test that routes requests, adds init scripts, sets cookies or
 * storage, counts the requests a load makes (the HTTP cache is kept) or reads the browser's zone asks for `page`.
 */
export const test = base.extend<{ tab: Page }, { tabOf: (kind: TabKind) => Promise<Page> }>({
  tabOf: [
    async ({ browser }, provide) => {
      const tabs = new Map<string, Page>();
      await provide(async (kind) => {
        const key = JSON.stringify(kind);
        let tab = tabs.get(key);
        if (!tab || tab.isClosed()) {
          tab = await (await browser.newContext(kind)).newPage();
          tabs.set(key, tab);
        }
        return tab;
      });
      for (const tab of tabs.values()) await tab.context().close();
    },
    { scope: 'worker' },
  ],
  tab: async ({ tabOf, viewport, javaScriptEnabled, hasTouch, isMobile, reducedMotion }, provide) => {
    const tab = await tabOf({ javaScriptEnabled, hasTouch, isMobile });
    // Nothing of the last test's stays: its listeners, its emulated media, its pointer over a control that opens on hover.
    // The test's own viewport and reduced motion are a page's to change.
    tab.removeAllListeners('console').removeAllListeners('pageerror').removeAllListeners('dialog');
    await tab.emulateMedia({ media: null, reducedMotion: reducedMotion ?? null });
    if (viewport) await tab.setViewportSize(viewport);
    if (!hasTouch) await tab.mouse.move(0, 0);
    await provide(tab);
  },
});

export { expect } from '@playwright/test';
