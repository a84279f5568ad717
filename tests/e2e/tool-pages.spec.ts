import { expect, test } from '@playwright/test';
import { expectAllReachable } from './reachable';
import { expectNoAxeViolations, waitForHydration } from './support';

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the estimator’s class table reads as stacked rows: every column shown, nothing wider than the window', async ({ page }) => {
    await page.goto('/tools/delaware-franchise-tax?class=1000000:1&class=250000:5&issued=485000&assets=1000000');
    const table = page.getByRole('table', { name: /Each class's value/ });
    await table.scrollIntoViewIfNeeded();
    const cells = await table.locator('tbody :is(th, td)').evaluateAll((elements) =>
      elements.map((cell) => {
        const box = cell.getBoundingClientRect();
        return { shown: box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= window.innerWidth, label: getComputedStyle(cell, '::before').content };
      }),
    );
    // Two classes of five columns each, each cell on screen with its column's name before it.
    expect(cells).toHaveLength(10);
    expect(cells.filter((cell) => !cell.shown)).toEqual([]);
    expect(new Set(cells.map((cell) => cell.label))).toEqual(new Set(['"Class"', '"Authorized shares"', '"Par value"', '"Valued at"', '"Value"']));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test.describe('the reminders page at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('its yes/no choices are the size of the site’s other choices, its state the calendar’s list; axe clean and every control reachable', async ({ page }) => {
    await page.goto('/tools/reminders');
    await waitForHydration(page);
    const radios = await page.locator('main input[type="radio"]').evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().width));
    // A yes and a no for each of the company's questions.
    expect(radios.length).toBeGreaterThanOrEqual(6);
    expect(radios.length % 2).toBe(0);
    const checkbox = await (async () => {
      await page.goto('/tools/compliance-calendar');
      return page
        .locator('.calendar-check input')
        .first()
        .evaluate((input) => input.getBoundingClientRect().width);
    })();
    expect(radios.every((width) => Math.abs(width - checkbox) <= 1)).toBe(true);
    const calendarStates = await page.locator('#calendar-state option').allTextContents();
    await page.goto('/tools/reminders');
    await waitForHydration(page);
    await expect(page.getByRole('combobox', { name: /state/i })).toBeVisible();
    expect(await page.getByRole('combobox', { name: /state/i }).locator('option').allTextContents()).toEqual(calendarStates);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAllReachable(page, 'main :is(input, select, button, a)');
    await expectNoAxeViolations(page);
  });
});
