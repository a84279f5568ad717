import { type Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { expectAllReachable, expectReachable } from './reachable';
import { expectNoAxeViolations, waitForHydration } from './support';

const tool = '/tools/delaware-franchise-tax';
/** Delaware's own worked example, with a late filing date. */
const example = `${tool}?class=1000000:1&class=250000:5&issued=485000&assets=1000000&filed=2027-04-02`;

/** Nothing wider than the window: the page never scrolls sideways (a wide table scrolls in its own region). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('the form sends its rows as a GET, lands on the canonical permalink and shows the worked estimate', async ({ tab: page }) => {
    await page.goto(tool);
    await page.getByRole('group', { name: 'Class 1' }).getByLabel('Authorized shares').fill('1,000,000');
    await page.getByRole('group', { name: 'Class 1' }).getByLabel('Par value per share').fill('1.00');
    await page.getByRole('group', { name: 'Class 2' }).getByLabel('Authorized shares').fill('250000');
    await page.getByRole('group', { name: 'Class 2' }).getByLabel('Par value per share').fill('5');
    await page.getByLabel('Issued shares').fill('485,000');
    await page.getByLabel('Total gross assets').fill('$1,000,000');
    await page.getByLabel('Filing date').fill('2027-04-02');
    const submit = page.getByRole('button', { name: 'Estimate the tax' });
    await expectReachable(submit);
    await submit.click();

    expect(new URL(page.url()).search).toBe('?class=1000000:1&class=250000:5&issued=485000&assets=1000000&filed=2027-04-02');
    const result = page.getByRole('region', { name: 'Your estimate' });
    await expect(result).toContainText('The Assumed Par Value Capital method gives the lower tax');
    await expect(result).toContainText('$1,000,000.00 of gross assets ÷ 485,000 issued shares (all classes) = $2.061856 a share, carried to six decimal places');
    await expect(result.getByRole('table', { name: /Each class's value/ })).toContainText('$2,061,856.00');
    await expect(result).toContainText('Rounded up to the next million: $4,000,000, that is 4 × $400, for a tax of $1,600.');
    await expect(result).toContainText('10,790');
    const summary = result.getByRole('table', { name: 'What the corporation would pay' });
    await expect(summary.getByRole('row', { name: /Late-filing penalty/ })).toContainText('$200');
    // Interest: 1.5% × 2 months × ($1,600 of tax + $200 of penalty) = $54.
    await expect(summary.getByRole('row', { name: /Interest on the unpaid tax and penalty/ })).toContainText('$54');
    await expect(summary.getByRole('row', { name: /^Total/ })).toContainText('$1,904');
    // Report an error carries this estimate's own link into the support form.
    await expect(result.getByRole('link', { name: 'Report an error' })).toHaveAttribute(
      'href',
      `/submitRequest?report=${encodeURIComponent(`${tool}?class=1000000:1&class=250000:5&issued=485000&assets=1000000&filed=2027-04-02`)}`,
    );
    // The form shows what was entered, to change it.
    await expect(page.getByRole('group', { name: 'Class 2' }).getByLabel('Par value per share')).toHaveValue('5');
    await expectNoSidewaysScroll(page);
  });

  test('a value the estimate cannot use is named, linked to its field, and answered 400', async ({ tab: page }) => {
    const response = await page.goto(`${tool}?authorized=10000000&par=abc`);
    expect(response?.status()).toBe(400);
    const link = page.getByRole('link', { name: /par value per share/ });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole('group', { name: 'Class 1' }).getByLabel('Par value per share')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('region', { name: 'Your estimate' })).toHaveCount(0);
  });

  test('the Services menu, the home page and the Help Center lead to the tools hub, and the hub to the estimator', async ({ tab: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'Services' }).click();
    await expectReachable(nav.getByRole('link', { name: 'Tools' }), { scroll: false });
    await expect(page.getByRole('main').getByRole('link', { name: 'See the tools' })).toHaveAttribute('href', '/tools');
    await page.goto('/help');
    const fromHelp = page.getByRole('main').getByRole('link', { name: 'See the tools' });
    await expectReachable(fromHelp);
    await fromHelp.click();
    await expect(page).toHaveURL(/\/tools$/);
    const card = page.getByRole('main').getByRole('link', { name: 'Delaware Franchise Tax Estimator' });
    await expectReachable(card);
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delaware Franchise Tax Estimator');
    await expect(page.getByText('not tax or legal advice')).toBeVisible();
  });
});

test('two spellings of the same company are one URL', async ({ request }) => {
  const spellings = [
    `${tool}?authorized=1%2C000%2C000&par=1.00&authorized=250000&par=%245&authorized=&par=&issued=485000&assets=1000000.00&filed=`,
    `${tool}?issued=0485000&class=1000000:1&assets=%241%2C000%2C000&class=250000:5.000`,
  ];
  for (const spelling of spellings) {
    const response = await request.get(spelling, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${tool}?class=1000000:1&class=250000:5&issued=485000&assets=1000000`);
  }
});

for (const width of [360, 390, 768, 1280, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the worked estimate and the hub pass axe, fit the window, and every control is reachable', async ({ tab: page }) => {
      await page.goto(example);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await expectAllReachable(page, 'main :is(input, button, a)');
      await page.goto('/tools');
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });
  });
}

test('by keyboard: the first class field, then each field in order, then the button', async ({ tab: page }) => {
  await page.goto(tool);
  await waitForHydration(page);
  const first = page.getByRole('group', { name: 'Class 1' }).getByLabel('Authorized shares');
  await first.focus();
  await page.keyboard.type('5000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0.0001');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${tool}?authorized=5000&par=0.0001#result`);
  await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText('5,000 shares or fewer pay the minimum tax: $175.');
});
