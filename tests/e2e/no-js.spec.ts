import { expect, test } from './shared-tab';
import { expectReachable } from './reachable';

// Reading and navigation must work before the bundle arrives, and for visitors who never run it.
test.use({ javaScriptEnabled: false });

test('FAQ answers open and close, one at a time', async ({ tab: page }) => {
  await page.goto('/tax-return');
  const items = page.locator('.service-faq details');
  await expect(items).toHaveCount(8);
  await expect(items.nth(1).locator('.accordion__panel')).toBeHidden();
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1).locator('.accordion__panel')).toBeVisible();
  await expect(items.nth(1)).toContainText('Form 5472 reports');
  await items.nth(2).locator('summary').click();
  await expect(items.nth(2).locator('.accordion__panel')).toBeVisible();
  await expect(items.nth(1).locator('.accordion__panel')).toBeHidden();
  await items.nth(2).locator('summary').click();
  await expect(page.locator('.service-faq details[open]')).toHaveCount(0);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Services dropdown opens and its links work', async ({ tab: page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'Services' }).click();
    const link = nav.getByRole('link', { name: 'CFO Advisory' });
    await expectReachable(link, { scroll: false });
    await link.click();
    await expect(page).toHaveURL(/\/cfo-advisory$/);
  });

  test('each gallery photo opens its full-size image', async ({ tab: page }) => {
    await page.goto('/events/zoho-books-ahmedabad');
    const photo = page.getByRole('link', { name: /^Open photo 3:/ });
    await expectReachable(photo);
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().isNavigationRequest()), photo.click()]);
    expect(new URL(response.url()).pathname).toBe('/images/event/photo-03-960.webp');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Menu opens the navigation, ✕ closes it, and its links work', async ({ tab: page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    for (const name of ['Home', 'Pricing', 'Blog', 'Events', 'Help Center', 'Get in Touch', 'Login']) {
      await expectReachable(nav.getByRole('link', { name, exact: true }), { scroll: false });
    }
    await nav.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await nav.locator('summary', { hasText: 'Services' }).click();
    await nav.getByRole('link', { name: 'Bookkeeping' }).click();
    await expect(page).toHaveURL(/\/bookkeeping$/);
    await expect(nav).toBeHidden();
  });

  test('Get in Touch in the menu leads to the contact page', async ({ tab: page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get in Touch' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
