import { expect, test } from './shared-tab';
import { waitForHydration, watchConsole } from './support';
import { expectReachable } from './reachable';
import { related, tools } from '../../shared/content/generated/tools';
import { paths } from '../../shared/site-paths';

test('Load More appends the next page until "No more blogs to load"', async ({ tab: page }) => {
  const problems = watchConsole(page);
  await page.goto('/blog');
  await waitForHydration(page);
  const cards = page.locator('.post-card');
  await expect(cards).toHaveCount(7);
  // Until the island hydrates, which the tap itself starts, Load More is a link to the next page: the tap waits for
  // the island and adds the posts here rather than leaving for that page.
  await expect(page.getByRole('link', { name: 'Load More' })).toHaveAttribute('href', '/blog?page=2');
  await page.getByRole('link', { name: 'Load More' }).click();
  await expect(page.getByText('No more blogs to load')).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(7);
  // The added posts continue the page's grid: a screen reader finds one region of posts, not two of one name.
  await expect(page.getByRole('region', { name: 'More articles' })).toHaveCount(1);
  await expect(page).toHaveURL(/\/blog$/);
  expect(problems).toEqual([]);
});

test('Load More activated with no pointer or focus before the click (as a screen reader may) still adds the posts', async ({ tab: page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Load More' }).dispatchEvent('click');
  await expect(page.getByText('No more blogs to load')).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a tap on Load More whose island cannot load follows the link to the next page', async ({ page }) => {
  // As after a deploy that replaced the island's chunk: the tap waits for the island, then does what the link does.
  await page.route(/\/islands-widgets-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/blog');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Load More' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
});

test('a card opens its post, and Back to Blog goes one step back in history', async ({ page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  const first = page.locator('.post-card a').first();
  const title = (await first.locator('.post-card__title').textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | Ledgerline Blog`);
  await expect(page.getByText(/^Category: /)).toBeVisible();
  await waitForHydration(page);
  const entries = await page.evaluate(() => window.history.length);
  await page.getByRole('link', { name: '← Back to Blog' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  // A step back adds no history entry (following the link would have).
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('Back to Blog goes to /blog when the post was the first page visited', async ({ page }) => {
  await page.goto('/blog/board-deck-outline');
  await waitForHydration(page);
  await page.getByRole('link', { name: '← Back to Blog' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('.post-card')).toHaveCount(7);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Load More is a link that renders every post up to the next page', async ({ tab: page }) => {
    await page.goto('/blog');
    await expect(page.locator('.post-card')).toHaveCount(7);
    await page.getByRole('link', { name: 'Load More' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    expect(await page.locator('.post-card').count()).toBeGreaterThan(7);
    await expect(page.getByText('No more blogs to load')).toBeVisible();
  });
});

test.describe('help search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form submits to /help?q= and the server renders the results', async ({ tab: page }) => {
    await page.goto('/help');
    await page.getByRole('searchbox').fill('llc');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/help\?q=llc$/);
    await expect(page.getByRole('link', { name: /LLC/ }).first()).toBeVisible();
  });
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the franchise tax post's related tools at 390 px, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test("the estimator's card link is what a tap on it hits, and opens the estimator", async ({ tab: page }) => {
      const estimator = tools.find((tool) => tool.path === paths.franchiseTax);
      await page.goto('/blog/delaware-franchise-tax-explained');
      if (javaScriptEnabled) await waitForHydration(page);
      const link = page.getByRole('region', { name: related.many }).getByRole('link', { name: estimator?.title });
      await expectReachable(link);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${estimator?.path ?? '-'}$`));
    });
  });
}
