import { expect, test } from './shared-tab';
import { expectNoAxeViolations, waitForHydration } from './support';

// Every page at 360 px is layout.spec.ts's, with its width check on the same load.
test.describe('every route on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const path of ['/', '/pricing', '/bookkeeping', '/blog', '/help', '/events/zoho-books-ahmedabad', '/submitRequest']) {
    test(`${path}: no axe violations`, async ({ tab: page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('widgets in their open states', () => {
  test('the contact modal', async ({ tab: page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Get in Touch' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The modal fades in; axe sampling mid-fade reads blended colours as low contrast.
    await page.locator('.contact-modal').evaluate((modal) => Promise.all(modal.getAnimations({ subtree: true }).map((a) => a.finished)));
    await expectNoAxeViolations(page);
  });

  test('an expanded FAQ', async ({ tab: page }) => {
    await page.goto('/tax-return');
    await waitForHydration(page);
    await page.locator('.accordion summary').first().click();
    await expect(page.locator('.accordion details[open] .accordion__panel')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the mobile menu', async ({ tab: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('.site-nav summary').click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tax Return' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the lightbox', async ({ tab: page }) => {
    await page.goto('/events/zoho-books-ahmedabad');
    await waitForHydration(page);
    await page.getByRole('link', { name: /^Open photo 1:/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
