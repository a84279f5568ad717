import { expect, test } from './shared-tab';
import { waitForHydration } from './support';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Services dropdown opens on hover and on click, and goes to a service page', async ({ tab: page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const dropdown = page.locator('.services-menu');
    const summary = dropdown.locator('summary');
    const taxReturn = dropdown.getByRole('link', { name: 'Tax Return' });
    await expect(taxReturn).toBeHidden();
    await summary.hover();
    await expect(taxReturn).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(taxReturn).toBeHidden();
    // Hovering opens it, and the click that follows keeps it open rather than toggling it shut.
    await summary.click();
    await expect(taxReturn).toBeVisible();
    await page.mouse.click(640, 700);
    await expect(taxReturn).toBeHidden();
    await summary.click();
    await taxReturn.click();
    await expect(page).toHaveURL(/\/tax-return$/);
  });

  test('the Services dropdown works with the keyboard alone', async ({ tab: page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const dropdown = page.locator('.services-menu');
    const summary = dropdown.locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(dropdown).not.toHaveAttribute('open');
    await page.keyboard.press('ArrowDown');
    await expect(dropdown.getByRole('link', { name: 'USA Company Formation' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dropdown.getByRole('link', { name: 'Tax Return' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(summary).toBeFocused();
    await expect(dropdown).not.toHaveAttribute('open');
    await page.keyboard.press(' ');
    await expect(dropdown).toHaveAttribute('open', '');
  });

  test('Login leaves for the client app', async ({ tab: page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', /\/login$/);
  });
});

test.describe('phone header', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens over the page, which stays still behind it, and its close button closes it', async ({ tab: page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    const box = await nav.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await page.mouse.move(200, 700);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await nav.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('following a link closes the menu, and it is still closed on coming back', async ({ tab: page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(nav).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav).toBeHidden();
  });
});
