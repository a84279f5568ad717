import { expect, test } from './shared-tab';
import { disclaimer } from '../../shared/content/generated/tools';
import { expectAllReachable, expectReachable } from './reachable';
import { expectNoAxeViolations, waitForHydration } from './support';

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the estimator’s class table reads as stacked rows: every column shown, nothing wider than the window', async ({ tab: page }) => {
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

  test('asks for the company with the calendar’s own fields, choices and checkboxes; axe clean and every control reachable', async ({ tab: page }) => {
    const controls = async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
      const form = page.locator('main form[method="get"]');
      return {
        labels: await form.locator('label').allTextContents(),
        states: await form.getByLabel('State of formation').locator('option').allTextContents(),
        checkbox: await form
          .getByRole('checkbox')
          .first()
          .evaluate((input) => input.getBoundingClientRect().width),
      };
    };
    const calendar = await controls('/tools/compliance-calendar');
    const reminders = await controls('/tools/reminders');
    // The calendar's form also asks for the estimator's optional shares, after the company's details.
    expect(calendar.labels.slice(0, reminders.labels.length)).toEqual(reminders.labels);
    expect(reminders.states).toEqual(calendar.states);
    expect(reminders.checkbox).toBe(calendar.checkbox);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAllReachable(page, 'main :is(input, select, button, a)');
    await expectNoAxeViolations(page);
  });
});

/** Each tool page, and each with an answer: the hub, the estimate, the calendar's list, the reminders' sign-up; and the changelog. */
const toolPages = [
  '/tools',
  '/tools/delaware-franchise-tax?class=1000000:1&class=250000:5&issued=485000&assets=1000000',
  '/tools/compliance-calendar',
  '/tools/compliance-calendar?entity=c-corp&state=DE&formed=2025-06-10&foreign=1&contractors=1&employees=1&authorized=5000000&par=0.00001',
  '/tools/reminders',
  '/tools/reminders?entity=c-corp&state=DE&formed=2025-06-10&foreign=1',
  '/tools/changes',
];

for (const javaScriptEnabled of [false, true]) {
  test.describe(`every tool page at 360 px, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 } });

    test('opens with the same header (breadcrumbs to the hub, heading, reviewer, disclaimer), never scrolls sideways, and its primary buttons can be tapped', async ({ tab: page }) => {
      // Seven pages, each probed control by control, on a busy two-core machine.
      test.setTimeout(120_000);
      for (const path of toolPages) {
        await page.goto(path);
        if (javaScriptEnabled) await waitForHydration(page);
        const header = page.getByRole('main').locator('header').first();
        const crumbs = header.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
        if (path !== '/tools') await expect(crumbs.getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/tools');
        await expect(header.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(header.getByRole('link', { name: /\(sample\)/ })).toHaveAttribute('href', /^\/about#[a-z0-9-]+$/);
        await expect(header.getByText(disclaimer)).toBeVisible();
        expect([path, await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)]).toEqual([path, 0]);
        for (const button of await page.locator('main .button--primary').all()) await expectReachable(button);
      }
    });
  });
}
