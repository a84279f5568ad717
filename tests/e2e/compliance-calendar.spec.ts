import { type Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { expectNoAxeViolations, waitForHydration } from './support';

const withInputs = '/tools/compliance-calendar?entity=llc-single&state=DE&formed=2025-06-10&foreign=1&contractors=1&employees=1&operates=TX';

/** The element a tap at its centre reaches is the element itself, and it is on screen (scrolled to the middle: "if needed" can leave it under the sticky header). */
async function expectTappable(page: Page, selector: string) {
  const target = page.locator(selector).first();
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const reached = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.width > 0 && box.right <= window.innerWidth && (hit === element || element.contains(hit));
  });
  expect([selector, reached]).toEqual([selector, true]);
}

for (const width of [360, 390, 768, 1280, 1440]) {
  test.describe(`the calendar with inputs at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test('lists the deadlines by month, one line each, fits the screen, passes axe, and its controls can be tapped', async ({ tab: page }) => {
      // Axe over a list of 20-odd deadlines and a tap probe per control: more than the default 30 s on a busy two-core machine.
      test.setTimeout(90_000);
      await page.goto(withInputs);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 2, name: /^Your deadlines from/ })).toBeVisible();
      expect(await page.locator('.calendar-results .calendar-line').count()).toBeGreaterThan(10);
      // Doing business in another state: its filings in the list, and under it how to register there and what is left out.
      await expect(page.locator('.calendar-line summary', { hasText: /Texas franchise tax report/ }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Doing business in Texas' })).toBeVisible();
      // One line a deadline, its details closed: on average at most five rows of text on a phone (titles carry their
      // condition in words, and wrap), two wider.
      const lineHeights = await page.locator('.calendar-line summary').evaluateAll((summaries) => summaries.map((summary) => summary.getBoundingClientRect().height));
      const textRow = parseFloat(
        await page
          .locator('.calendar-line summary')
          .first()
          .evaluate((summary) => getComputedStyle(summary).lineHeight),
      );
      const average = lineHeights.reduce((sum, height) => sum + height, 0) / lineHeights.length;
      expect(average).toBeLessThanOrEqual(textRow * (width < 768 ? 5 : 2) + 20);
      // "Not fixed" said once, above the list, not on every line.
      await expect(page.getByText(/has no fixed fee/)).toHaveCount(1);
      await expect(page.getByText('Not fixed; depends on your company')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      for (const selector of [
        '#calendar-entity',
        '#calendar-formed',
        'input[name="foreign"]',
        '.calendar-form button[type="submit"]',
        '.calendar-links a',
        '.calendar-line summary',
        '.calendar-exports__more a',
        '.calendar-reminders input[type="email"]',
        '.calendar-reminders button[type="submit"]',
        // The offer to talk (the source link before it is inline in a sentence, and wraps).
        '.calendar-operates p:last-child a',
        '.tool-verified a',
      ])
        await expectTappable(page, selector);
      await expectNoAxeViolations(page);
      if (width === 360 || width === 1280) await page.screenshot({ path: `/tmp/cal-shots/calendar-${width}.png`, fullPage: true });
    });
  });
}

for (const width of [360, 1280]) {
  test.describe(`the reminder sign-up page with a company's inputs at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test('shows the company and the address field, fits the screen, passes axe, and its controls can be tapped', async ({ tab: page }) => {
      await page.goto('/tools/reminders?entity=c-corp&state=WY&formed=2024-03-02&foreign=0&fye=12&contractors=0&employees=1');
      await waitForHydration(page);
      await expect(page.getByRole('textbox', { name: /e-mail address/i })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      for (const selector of ['main input[type="email"]', 'main form[method="post"] button[type="submit"]']) await expectTappable(page, selector);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  test('the form, filled and sent, answers the list in the page', async ({ tab: page }) => {
    await page.goto('/tools/compliance-calendar');
    await page.selectOption('#calendar-entity', 'llc-multi');
    await page.selectOption('#calendar-state', 'WY');
    await page.fill('#calendar-formed', '2025-06-10');
    await page.check('input[name="contractors"]');
    await page.selectOption('#calendar-operates', 'WA');
    await page.click('.calendar-form button[type="submit"]');
    await expect(page).toHaveURL(/\/tools\/compliance-calendar\?entity=llc-multi&state=WY&formed=2025-06-10&contractors=1&operates=WA#result$/);
    await expect(page.locator('.calendar-line summary', { hasText: /Washington annual report/ }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Doing business in Washington' })).toBeVisible();
    await expect(page.locator('.calendar-line summary', { hasText: /Annual report and license tax/ }).first()).toBeVisible();
    await expect(page.locator('.calendar-line summary', { hasText: /Form 1065/ }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /Beneficial ownership/ })).toBeVisible();
    // A line opens on its details: the authority, the penalty and the official source.
    const line = page.locator('.calendar-line', { hasText: /Form 1065/ }).first();
    await line.locator('summary').click();
    await expect(line.getByText('Internal Revenue Service').or(line.getByText('IRS')).first()).toBeVisible();
    await expect(line.getByRole('link', { name: /Official source/ })).toBeVisible();
  });
});

test.describe('by keyboard', () => {
  test('the form is reached and sent with the keyboard alone', async ({ tab: page }) => {
    await page.goto('/tools/compliance-calendar?entity=c-corp&state=DE');
    await waitForHydration(page);
    await page.locator('#calendar-formed').focus();
    await page.keyboard.type('03102026');
    for (let i = 0; i < 24 && !(await page.evaluate(() => document.activeElement?.matches('.calendar-form button[type="submit"]'))); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /^Your deadlines from/ })).toBeVisible();
    await expect(page.locator('.calendar-line summary', { hasText: /Annual franchise tax report/ }).first()).toBeVisible();
  });
});

test.describe('one model, overdue and print', () => {
  test.use({ viewport: { width: 360, height: 800 } });
  test('with the estimator’s shares: overdue first, the worked estimate linked, axe clean, and printed without the site’s chrome', async ({ tab: page }) => {
    test.setTimeout(90_000);
    await page.goto('/tools/compliance-calendar?entity=c-corp&state=DE&formed=2025-06-10&foreign=1&authorized=10000000&par=0.00001');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: /^Dates already passed since/ })).toBeVisible();
    const report = page.locator('.calendar-results .calendar-line', { hasText: /Annual franchise tax report/ }).first();
    await report.locator('summary').click();
    await expect(report.getByRole('link', { name: 'Worked estimate' })).toHaveAttribute('href', '/tools/delaware-franchise-tax?authorized=10000000&par=0.00001');
    await expectTappable(page, '.calendar-form__shares summary');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['.site-header', '.site-footer', '.calendar-links', '.calendar > .forms-card']) await expect(page.locator(hidden).first()).toBeHidden();
    // Printed, every line's details show, closed or not.
    await expect(page.locator('.calendar-line .calendar-facts').first()).toBeVisible();
  });
});
