import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Services dropdown opens on hover and on click, and goes to a service page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Services' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(0, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Tax Return' }).first().click();
    await expect(page).toHaveURL(/\/tax-return$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Services dropdown works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Services' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'USA Company Formation' }).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Tax Return' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await page.keyboard.press(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('Login leaves for the client app', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', /\/login$/);
  });
});

test.describe('phone header', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, closes with its close button, and any navigation click closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
    await toggle.click();
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(nav).toBeHidden();
  });
});
