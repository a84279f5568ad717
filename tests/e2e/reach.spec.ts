import { type Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { expectAllReachable, expectReachable } from './reachable';
import { waitForHydration, waitForIsland } from './support';

/** Widths a visitor uses: two phones, a tablet, a laptop and a desktop. Below 1024 px the navigation is behind Menu. */
const screens = [
  { width: 360, height: 740, menu: true },
  { width: 390, height: 844, menu: true },
  { width: 768, height: 1024, menu: true },
  { width: 1280, height: 800, menu: false },
  { width: 1440, height: 900, menu: false },
];

const headerLinks = ['Home', 'Pricing', 'Blog', 'Events', 'Help Center'];
const serviceItems = ['USA Company Formation', 'Tax Return', 'Bookkeeping', 'CFO Advisory', 'Zoho Advisory'];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const servicesSummary = (page: Page) => mainNav(page).locator('summary', { hasText: 'Services' });

async function openMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  await expectReachable(toggle);
  await toggle.tap();
}

for (const screen of screens) {
  test.describe(`at ${screen.width} px`, () => {
    // Phones and tablets are used with a finger: taps, not mouse clicks (no hover first).
    test.use({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.menu, isMobile: screen.menu });

    test('every header control can be seen and tapped', async ({ tab: page }) => {
      await page.goto('/');
      await waitForHydration(page);
      if (screen.menu) {
        await openMenu(page);
        // The open menu shows everything at once: nothing may need scrolling inside a clipped strip.
        for (const name of [...headerLinks, 'Get in Touch', 'Login']) await expectReachable(mainNav(page).getByRole('link', { name, exact: true }), { scroll: false });
        await expectReachable(mainNav(page).getByRole('button', { name: 'Close menu' }), { scroll: false });
        await expectReachable(servicesSummary(page), { scroll: false });
      } else {
        for (const name of [...headerLinks, 'Get in Touch', 'Login']) await expectReachable(mainNav(page).getByRole('link', { name, exact: true }), { scroll: false });
        await expectReachable(servicesSummary(page), { scroll: false });
      }
      if (screen.menu) await servicesSummary(page).tap();
      else await servicesSummary(page).click();
      for (const name of serviceItems) await expectReachable(mainNav(page).getByRole('link', { name, exact: true }));
    });

    test('the contact dialog opened from the header has buttons a visitor can tap', async ({ tab: page }) => {
      await page.goto('/');
      await waitForHydration(page);
      if (screen.menu) await openMenu(page);
      await mainNav(page).getByRole('link', { name: 'Get in Touch' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      if (screen.menu) await expect(mainNav(page)).toBeHidden();
      for (const name of ['Close', 'Send message']) await expectReachable(dialog.getByRole('button', { name, exact: true }));
      await waitForIsland(page, 'contact-dialog');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
    });

    test('every FAQ question on a service page can be tapped, and opens its answer', async ({ tab: page }) => {
      await page.goto('/tax-return');
      await waitForHydration(page);
      const questions = page.locator('.service-faq summary');
      await expect(questions).toHaveCount(8);
      await expectAllReachable(page, '.service-faq summary');
      await questions.nth(2).click();
      await expect(page.locator('.service-faq details').nth(2).locator('.accordion__panel')).toBeVisible();
    });

    test('the photo viewer buttons can be tapped', async ({ tab: page }) => {
      await page.goto('/events/zoho-books-ahmedabad');
      await waitForHydration(page);
      const photo = page.getByRole('link', { name: /^Open photo 1:/ });
      await expectReachable(photo);
      await photo.click();
      const viewer = page.getByRole('dialog', { name: 'Event photo viewer' });
      for (const name of ['Close photo viewer', 'Previous photo', 'Next photo']) await expectReachable(viewer.getByRole('button', { name }), { scroll: false });
    });
  });
}
