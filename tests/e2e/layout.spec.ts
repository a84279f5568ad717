import { readdirSync } from 'node:fs';
import path from 'node:path';
import { staticPaths } from '../../shared/site-paths';
import { articlePaths } from '../support/article-paths';
import { expect, test } from './shared-tab';
import { expectNoAxeViolations, waitForHydration, watchConsole } from './support';

const root = path.resolve(import.meta.dirname, '../..');
const postPaths = readdirSync(path.join(root, 'content/blog'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => `/blog/${file.slice(0, -3)}`);

const notFound = '/no-such-page';
/** Every page of the sitemap and a 404. */
const pages = [...staticPaths, ...articlePaths, ...postPaths, notFound];

/**
 * Full-page screenshots for people to look at (git-ignored), every page at 390 and 1440 px: `npm run screenshots`.
 * Encoding a long page twice in software costs a test three times its checks, so `npm test` does not take them.
 */
const shotsDir = process.env.E2E_SCREENSHOTS ? path.join(root, 'test-results/screenshots') : null;
const shotName = (page: string, width: number) => `${page === '/' ? 'home' : page.slice(1).replace(/[^a-z0-9-]+/gi, '_')}-${width}.png`;

test.describe('every page on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const pagePath of pages) {
    // One load a page (decision 0038): its status, hydration without console errors, one h1, its width and axe.
    test(`${pagePath}: loads, hydrates without errors, nothing is wider than the phone, and no axe violations`, async ({ tab: page }) => {
      const problems = watchConsole(page);
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(pagePath === notFound ? 404 : 200);
      await waitForHydration(page);
      await expect(page).toHaveTitle(/Ledgerline/);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(problems).toEqual([]);
      const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.document, `the page is ${widths.document} px wide`).toBeLessThanOrEqual(widths.viewport);
      await expectNoAxeViolations(page);

      if (!shotsDir) return;
      // Below-the-fold images are lazy; a full-page screenshot does not scroll, so load them now.
      await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
        await page.screenshot({ path: path.join(shotsDir, shotName(pagePath, width)), fullPage: true, animations: 'disabled' });
      }
    });
  }
});
