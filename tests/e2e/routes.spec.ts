import { expect, test } from '@playwright/test';
import { articlePaths, staticPaths } from '../../shared/site-paths';
import { waitForHydration, watchConsole } from './support';

for (const path of [...staticPaths, ...articlePaths]) {
  test(`${path} loads, hydrates and logs no errors`, async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveTitle(/Ledgerline/);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
}

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

test('client-side navigation works without a full reload', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});
