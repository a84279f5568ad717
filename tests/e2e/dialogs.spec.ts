import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { watchConsole, waitForHydration, waitForIsland } from './support';

/**
 * What the browser's modal <dialog> gives the contact modal and the photo viewer, and jsdom cannot show: the page
 * behind is inert (Tab never reaches it), it does not scroll (base.css), and a click on the backdrop closes the dialog.
 */

const screens = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

const focusInDialog = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? 'body' : document.activeElement?.closest('dialog') ? 'dialog' : 'page'));

/** Tab and Shift+Tab never focus anything behind the dialog (Chromium passes through <body> on its way round). */
async function expectTabStaysIn(page: Page, presses: number) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      expect(await focusInDialog(page)).not.toBe('page');
    }
  }
}

/** A wheel turn over the backdrop moves neither the page nor, once the dialog is closed, fails to. */
async function expectPageStill(page: Page) {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(4, 200);
  await page.mouse.wheel(0, 600);
  // Scrolling is asynchronous: give it frames to happen if it were going to.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
}

async function clickBackdrop(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await page.mouse.click(2, 2);
}

for (const screen of screens) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: screen });

    test('the photo viewer: inert page, no scrolling behind, arrows and counter, backdrop click closes and focus returns', async ({ tab: page }) => {
      const problems = watchConsole(page);
      await page.goto('/events/zoho-books-ahmedabad');
      await waitForHydration(page);
      const photo = page.getByRole('link', { name: /^Open photo 5:/ });
      await photo.click();
      const viewer = page.getByRole('dialog', { name: 'Event photo viewer' });
      await expect(viewer.getByText('Photo 5 of 20')).toBeVisible();
      await expect(viewer.getByRole('button', { name: 'Close photo viewer' })).toBeFocused();
      // The whole photo and its controls fit the screen.
      for (const control of [viewer.getByRole('img'), viewer.getByRole('button', { name: 'Previous photo' }), viewer.getByRole('button', { name: 'Next photo' })]) {
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      await expectTabStaysIn(page, 5);
      await page.keyboard.press('ArrowRight');
      await expect(viewer.getByText('Photo 6 of 20')).toBeVisible();
      await expectPageStill(page);
      await viewer.getByRole('img').click();
      await expect(viewer).toBeVisible();
      await clickBackdrop(page, viewer);
      await expect(viewer).toBeHidden();
      await expect(photo).toBeFocused();
      expect(problems).toEqual([]);
    });

    test('the contact modal: inert page, no scrolling behind, backdrop click closes and focus returns', async ({ tab: page }) => {
      const problems = watchConsole(page);
      await page.goto('/');
      await waitForHydration(page);
      const opener = page.getByRole('main').getByRole('link', { name: 'Get in Touch' }).first();
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Get in touch' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Name *')).toBeFocused();
      await expectTabStaysIn(page, 12);
      await expectPageStill(page);
      await dialog.getByText(/Tell us a little about your business/).click();
      await expect(dialog).toBeVisible();
      // The island's backdrop click (before it hydrates, the plain DOM code's: 'the contact modal before its island hydrates').
      await waitForIsland(page, 'contact-dialog');
      await clickBackdrop(page, dialog);
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      // Closed, the page scrolls again.
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  });
}

test.describe('the contact modal before its island hydrates', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('its Close button and a backdrop click close it and give focus back; the island, once loaded, takes over and does the same', async ({ page }) => {
    const problems = watchConsole(page);
    // A slow connection: the dialog's island (in the forms' chunk) arrives only when released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/islands-forms-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    const opener = page.getByRole('main').getByRole('link', { name: 'Get in Touch' }).first();
    const dialog = page.getByRole('dialog', { name: 'Get in touch' });
    const closeButton = dialog.getByRole('button', { name: 'Close' });

    await opener.click();
    await expect(dialog).toBeVisible();
    await closeButton.click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByText(/Tell us a little about your business/).click();
    await expect(dialog).toBeVisible();
    await clickBackdrop(page, dialog);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.locator('[data-island="contact-dialog"]').getAttribute('data-hydrated')).toBeNull();

    // Released while the dialog is open: the island hydrates under it and closes it from then on.
    await opener.click();
    await expect(dialog).toBeVisible();
    release();
    await waitForIsland(page, 'contact-dialog');
    await closeButton.click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name *')).toBeFocused();
    await clickBackdrop(page, dialog);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // The island's own behaviour: its inline messages (before hydrating, the form posted to /contact).
    await opener.click();
    await dialog.getByRole('button', { name: /send/i }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the contact modal opened from the menu, which closed itself, gives focus back to the Menu button', async ({ tab: page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.tap();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get in Touch' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Get in touch' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('Get in Touch goes to the contact page, and a photo is a link to its image', async ({ tab: page }) => {
    await page.goto('/events/zoho-books-ahmedabad');
    // The contact dialog is in the page, closed, and nothing can open it without JavaScript.
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    const photo = page.getByRole('link', { name: /^Open photo 1:/ });
    expect(await photo.getAttribute('href')).toMatch(/^\/images\/event\//);
    await page.getByRole('banner').getByRole('link', { name: 'Get in Touch' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
