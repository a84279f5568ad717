import { type Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { expectReachable } from './reachable';
import { waitForHydration } from './support';

/** The heading is in the window and not under the sticky header (a person sees it without scrolling) and has the focus (a screen reader reads it next). */
async function expectLandedOn(page: Page, name: RegExp) {
  const heading = page.getByRole('heading', { level: 2, name });
  await expectReachable(heading, { scroll: false });
  await expect(heading).toBeFocused();
  expect(new URL(page.url()).hash).toBe('#result');
}

async function estimate(page: Page) {
  await page.goto('/tools/delaware-franchise-tax');
  await page.getByRole('group', { name: 'Class 1' }).getByLabel('Authorized shares').fill('10,000,000');
  await page.getByRole('group', { name: 'Class 1' }).getByLabel('Par value per share').fill('0.00001');
  await page.getByLabel('Issued shares').fill('8,000,000');
  await page.getByLabel('Total gross assets').fill('50000');
  await page.getByRole('button', { name: 'Estimate the tax' }).click();
}

async function calendar(page: Page) {
  await page.goto('/tools/compliance-calendar');
  await page.selectOption('#calendar-entity', 'c-corp');
  await page.fill('#calendar-formed', '2026-10-01');
  await page.click('.calendar-form button[type="submit"]');
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`after a submission at 390 px, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test('the estimator lands on its estimate, heading in view and focused', async ({ tab: page }) => {
      await estimate(page);
      if (javaScriptEnabled) await waitForHydration(page);
      await expectLandedOn(page, /^Your estimate$/);
    });

    test('the calendar lands on its list, heading in view and focused', async ({ tab: page }) => {
      await calendar(page);
      if (javaScriptEnabled) await waitForHydration(page);
      await expectLandedOn(page, /^Your deadlines from/);
    });

    test('a calendar with filings already due lands on them first', async ({ tab: page }) => {
      await page.goto('/tools/compliance-calendar');
      await page.selectOption('#calendar-entity', 'c-corp');
      await page.fill('#calendar-formed', '2025-06-10');
      await page.check('input[name="foreign"]');
      await page.click('.calendar-form button[type="submit"]');
      if (javaScriptEnabled) await waitForHydration(page);
      await expectLandedOn(page, /^Dates already passed since/);
    });
  });
}
