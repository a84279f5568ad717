import { expect, test, type Page } from '@playwright/test';
import { expectAllReachable, expectReachable } from './reachable';
import { expectNoAxeViolations } from './support';

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/**
 * Books a free time on /book with the fields a founder fills in, and lands on the confirmation. The tests share one
 * server, so each takes a time of its own (`pick`: from the start or the end of the week shown), never one another took.
 */
async function bookATime(page: Page, name: string, pick: number) {
  const radios = page.getByRole('radio');
  const slot = pick >= 0 ? radios.nth(pick) : radios.nth((await radios.count()) + pick);
  await expectReachable(slot);
  await slot.check();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('E-mail').fill('asha@acme.io');
  await page.getByLabel('What is it about?').selectOption({ label: 'Taxes and filings' });
  const submit = page.getByRole('button', { name: 'Book this call' });
  await expectReachable(submit);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    // axe runs in the page, so it checks the same markup in the tests with JavaScript below.
    test('a zone chosen by its form, a free time, the fields: booked, with the .ics; the times can all be tapped', async ({ page }) => {
      await page.goto('/book');
      await expectNoSidewaysScroll(page);
      await page.getByLabel('Your time zone').selectOption('Asia/Katmandu');
      await page.getByRole('button', { name: 'Show times' }).click();
      expect(new URL(page.url()).search).toBe('?tz=Asia%2FKatmandu');
      await expectAllReachable(page, 'input[name="start"]');
      await bookATime(page, `No-JS ${viewport.width}`, viewport.width < 768 ? 0 : 1);
      await expect(page.getByRole('link', { name: 'Add it to your calendar (.ics)' })).toBeVisible();
    });

    test('a bad e-mail comes back as a 422 with the values kept and the error linked to the field', async ({ page }) => {
      await page.goto('/book');
      await page.getByRole('radio').first().check();
      await page.getByLabel('Your name').fill('Asha Mehta');
      await page.getByLabel('E-mail').fill('not-an-address');
      await page.getByRole('button', { name: 'Book this call' }).click();
      await expect(page.getByLabel('Your name')).toHaveValue('Asha Mehta');
      await page.getByRole('link', { name: /Enter an e-mail address/ }).click();
      await expect(page.getByLabel('E-mail')).toBeFocused();
    });
  });

  test.describe(`at ${viewport.width} px with JavaScript`, () => {
    test.use({ viewport, timezoneId: 'Europe/Berlin' });

    test('the browser’s zone is chosen once, in the same page load, then a time is booked; axe finds nothing', async ({ page }) => {
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
      });
      await page.goto('/book');
      await page.waitForURL(/\?tz=Europe%2FBerlin$/);
      await expect(page.getByLabel('Your time zone')).toHaveValue('Europe/Berlin');
      expect(documents).toEqual(['/book']);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await expectAllReachable(page, 'input[name="start"]');
      await bookATime(page, `JS ${viewport.width}`, viewport.width < 768 ? -1 : -2);
    });
  });
}

test.describe('Book a call from another page, with JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Berlin' });

  test('opens /book in the browser’s zone with one page load, not the firm’s zone and then a second', async ({ page }) => {
    await page.goto('/pricing');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    const link = page.getByRole('link', { name: /^Book a call/ }).first();
    await expectReachable(link);
    await link.click();
    await expect(page.getByLabel('Your time zone')).toHaveValue('Europe/Berlin');
    await page.waitForLoadState('load');
    expect(documents).toEqual(['/book?tz=Europe%2FBerlin']);
  });
});
