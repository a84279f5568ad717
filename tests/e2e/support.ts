import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Collects console errors and warnings (hydration mismatches arrive as console errors) and page errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    // A page answered with 404 on purpose reports its own status as a failed load.
    if (msg.text().includes('status of 404') && msg.location().url === page.url()) return;
    if (msg.type() === 'error' || (msg.type() === 'warning' && /hydrat|did not match/i.test(msg.text()))) problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Waits until every island due at load has hydrated (client/islands/load-islands.ts marks <html> with
 * data-islands-ready; at once on a page without any).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.islandsReady === 'true');
  await expect(page.locator('body')).toBeVisible();
}

/** Waits until an island that hydrates on interaction (the contact dialog: on focus moving in) has hydrated. */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"][data-hydrated="true"]`).waitFor({ state: 'attached' });
}

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * No WCAG 2.2 A or AA violation axe can find on the page (or inside `include`), listed by rule and element when there are.
 * One axe.run in the page (legacy mode: the site has no frames, so axe's per-frame runs finished in an extra blank page buy
 * nothing) reporting violations only: together half of a scan's 2.7-3.5 s on a home page.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await page.locator('iframe, frame').count(), 'a page with frames needs axe out of legacy mode').toBe(0);
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(wcag);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
