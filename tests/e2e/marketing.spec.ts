import { expect, test } from './shared-tab';
import { waitForHydration } from './support';

test('the typewriter shows the first word, then types the next one', async ({ tab: page }) => {
  await page.goto('/');
  const animated = page.locator('h1 .home-hero__typed');
  await expect(animated).toContainText('Bookkeeping');
  await waitForHydration(page);
  await expect(animated).toContainText('CFO Advisory', { timeout: 8000 });
  // Screen readers get one static sentence naming every service, not the animation.
  await expect(page.locator('h1 .visually-hidden')).toHaveText(/bookkeeping.*CFO advisory.*USA business incorporation.*tax return/i);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the word changes whole, without typing', async ({ tab: page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const animated = page.locator('h1 .home-hero__typed');
    const seen = new Set<string>();
    for (let i = 0; i < 16; i++) {
      seen.add(((await animated.textContent()) ?? '').trim());
      await page.waitForTimeout(250);
    }
    for (const text of seen) expect(['Bookkeeping', 'CFO Advisory', 'USA Business Incorporation', 'Tax Return']).toContain(text);
    expect(seen.size).toBeGreaterThan(1);
  });
});

test('Buy Now buttons leave for the client app with the plan in the query', async ({ tab: page }) => {
  await page.goto('/pricing');
  const hrefs = await page.getByRole('link', { name: /Buy Now/ }).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs).toHaveLength(5);
  for (const plan of ['USA Company Formation', 'Tax and Form Return', 'Pay-As-You-Go', 'Bookkeeping', 'CFO Advisory']) {
    expect(hrefs).toContain(`https://app.ledgerline.example/login?redirectedFrom=pricing&plan=${encodeURIComponent(plan)}`);
  }
});

test('legacy service paths answer 301 to the real pages', async ({ request }) => {
  for (const [from, to] of [
    ['/tax', '/tax-return'],
    ['/usa', '/usa-company-formation'],
    ['/cfo', '/cfo-advisory'],
    ['/zoho', '/zoho-advisory'],
  ] as const) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(to);
  }
});

test('home service cards lead to the five real service pages', async ({ tab: page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: /Explore bookkeeping/i }).click();
  await expect(page).toHaveURL(/\/bookkeeping$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the carousel moves on a swipe of more than 100 px, and not on a shorter one', async ({ tab: page }) => {
  await page.goto('/events/zoho-books-ahmedabad');
  await waitForHydration(page);
  const region = page.locator('[aria-roledescription="carousel"]');
  await region.scrollIntoViewIfNeeded();
  const live = page.locator('.event-carousel [aria-live]');
  const start = await live.textContent();
  const box = (await region.boundingBox())!;
  const y = box.y + box.height / 2;
  const cx = box.x + box.width / 2;

  await page.mouse.move(cx, y);
  await page.mouse.down();
  await page.mouse.move(cx - 60, y, { steps: 5 });
  await page.mouse.up();
  await expect(live).toHaveText(start ?? '');

  await page.mouse.move(cx, y);
  await page.mouse.down();
  await page.mouse.move(cx - 160, y, { steps: 8 });
  await page.mouse.up();
  await expect(live).not.toHaveText(start ?? '');
});
