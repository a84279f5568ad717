import { type Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { expectReachable } from './reachable';
import { expectNoAxeViolations, waitForHydration } from './support';

/**
 * The pricing page's additions of issue 28: the formation plan's all-in price per
 * state, Talk to us beside each Buy Now, and the pricing questions. (The slider,
 * Buy Now and the logos have their own specs.)
 */

/** Nothing inside the element reaches past its right edge (a clipped price, a link cut off). */
async function expectNothingClipped(page: Page, selector: string) {
  const clipped = await page.locator(selector).evaluateAll((roots) =>
    roots.flatMap((root) => {
      const edge = root.getBoundingClientRect().right + 0.5;
      return [...root.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > edge).map((el) => el.outerHTML.slice(0, 80));
    }),
  );
  expect(clipped).toEqual([]);
}

for (const width of [360, 390, 768, 1280, 1440]) {
  test.describe(`/pricing at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test('fits the screen, its new controls can be tapped, and it passes axe with a question open', async ({ tab: page }) => {
      await page.goto('/pricing');
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNothingClipped(page, '.pricing-card');
      await expectNothingClipped(page, '.pricing-allin__table');
      for (const name of ['USA Company Formation', 'Bookkeeping']) await expectReachable(page.getByRole('link', { name: `Talk to us about ${name}` }));
      await expectReachable(page.getByRole('link', { name: /all-in first-year price/ }));
      await expectReachable(page.locator('.pricing-allin__source a').first());
      await expectReachable(page.getByRole('link', { name: 'Estimate your franchise tax' }));
      await expectReachable(page.locator('.pricing-allin__source a').last());
      const question = page.locator('.pricing-faq summary').last();
      await expectReachable(question);
      await question.click();
      await expect(page.locator('.pricing-faq details').last()).toHaveAttribute('open', '');
      await expectNoAxeViolations(page);
      if (width === 360 || width === 1280) await page.screenshot({ path: `test-results/pricing-${width}.png`, fullPage: true });
    });
  });
}

test.describe('Talk to us', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test('opens the contact dialog with the plan named in the message, and focus returns to it on close', async ({ tab: page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    const talk = page.getByRole('link', { name: 'Talk to us about CFO Advisory' });
    await talk.click();
    const dialog = page.getByRole('dialog', { name: 'Get in touch' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Message *')).toHaveValue(/CFO Advisory/);
    await expect(page).toHaveURL(/\/pricing$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(talk).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('goes to the contact page, whose form starts with the plan named', async ({ tab: page }) => {
      await page.goto('/pricing');
      await page.getByRole('link', { name: 'Talk to us about USA Company Formation' }).click();
      await expect(page).toHaveURL(/\/contact\?plan=formation$/);
      await expect(page.getByRole('main').getByLabel('Message *')).toHaveValue(/USA Company Formation/);
    });
  });
});
