import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './support';

// Every page's status, hydration and console are checked on layout.spec.ts's one load of it.

test('the not-found page answers 404 and links home', async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Oops! Page Not Found')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(problems).toEqual([]);
});

test('a link loads the next page as its own document, which hydrates with the link marked current', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/help' && r.request().resourceType() === 'document'),
    nav.getByRole('link', { name: 'Help Center' }).click(),
  ]);
  expect(response.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center');
  await expect(nav.getByRole('link', { name: 'Help Center' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  expect(problems).toEqual([]);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hovering a link prefetches its page, and the click shows the prefetched copy', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' });
    const prefetched = page.waitForResponse((r) => new URL(r.url()).pathname === '/pricing' && (r.request().headers()['sec-purpose'] ?? '').includes('prefetch'));
    await link.hover();
    await prefetched;
    await link.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await waitForHydration(page);
    const delivery = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType);
    expect(delivery).toBe('navigational-prefetch');
  });
});

test('icons draw from the content-hashed sprite, which is cached for a year', async ({ page, request }) => {
  await page.goto('/');
  const use = page.locator('svg.icon use').first();
  const href = await use.getAttribute('href');
  expect(href).toMatch(/^\/assets\/media\/icons-[0-9a-f]{12}\.svg#[a-z-]+$/);
  const [spritePath = ''] = (href ?? '').split('#');
  const sprite = await request.get(spritePath);
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()['content-type']).toBe('image/svg+xml');
  expect(sprite.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A <use> whose sprite did not load draws nothing: its box stays empty.
  await expect.poll(() => use.evaluate((el) => (el as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(0);
});
