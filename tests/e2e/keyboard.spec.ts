import { type Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { waitForHydration } from './support';

/** Presses Tab until the element matching the locator has focus (at most n times). */
async function tabTo(page: Page, selector: string, n = 80) {
  for (let i = 0; i < n; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`could not reach ${selector} with Tab`);
}

test('a skip link is the first stop and moves focus to the main content', async ({ tab: page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('FAQ accordion: one answer at a time, by keyboard', async ({ tab: page }) => {
  await page.goto('/bookkeeping');
  await waitForHydration(page);
  await tabTo(page, '.accordion__button');
  await page.keyboard.press('Enter');
  const items = page.locator('.accordion__item');
  const questions = page.locator('.accordion__button');
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await expect(items.nth(0).locator('.accordion__panel')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press(' ');
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await expect(items.nth(0).locator('.accordion__panel')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page.locator('.accordion__item[open]')).toHaveCount(0);
});

test('pricing slider: arrow keys change the tier and the prices', async ({ tab: page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await tabTo(page, 'input[type="range"]');
  const slider = page.getByRole('slider');
  await expect(slider).toHaveValue('1');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('3');
  await expect(page.getByText('$220').first()).toBeVisible();
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('6');
  await expect(page.getByText('$400').first()).toBeVisible();
  await expect(page.getByText('$500').first()).toBeVisible();
  // The tier is in the URL, so it can be linked to, without loading another document.
  await expect(page).toHaveURL(/\/pricing\?step=6$/);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('carousel and lightbox: moved and closed by keyboard, focus returns', async ({ tab: page }) => {
  await page.goto('/events/zoho-books-ahmedabad');
  await waitForHydration(page);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await carousel.focus();
  const live = page.locator('.event-carousel [aria-live]');
  const before = await live.textContent();
  await page.keyboard.press('ArrowRight');
  await expect(live).not.toHaveText(before ?? '');
  await page.keyboard.press('ArrowLeft');
  await expect(live).toHaveText(before ?? '');

  const photo = page.getByRole('link', { name: /^Open photo 20:/ });
  await photo.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Photo 20 of 20')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Photo 1 of 20')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Photo 20 of 20')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(photo).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('Load More by keyboard', async ({ tab: page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  await tabTo(page, '.load-more button');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No more blogs to load')).toBeVisible();
});

test('help search as you type, by keyboard', async ({ tab: page }) => {
  await page.goto('/help');
  await waitForHydration(page);
  await tabTo(page, 'input[type="search"]');
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.keyboard.type('wyoming');
  await expect(page.getByRole('link', { name: /Wyoming LLC/ }).first()).toBeVisible();
  await expect(page.locator('input[type="search"]')).toBeFocused();
  await expect(page).toHaveURL(/\/help\?q=wyoming$/);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('phone menu by keyboard: focus moves in, Escape closes and returns focus, Tab past the end closes it', async ({ tab: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, '#menu-toggle');
  await page.keyboard.press('Enter');
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(page.locator('#menu-toggle')).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(nav).toBeVisible();
  await tabTo(page, 'a[href$="/login"]');
  await page.keyboard.press('Tab');
  // Focus left the menu for the page behind it, so the menu must not hide the focused element.
  await expect(nav).toBeHidden();
});
