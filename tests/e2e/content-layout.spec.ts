import { type Locator } from '@playwright/test';
import { expect, test } from './shared-tab';
import { expectReachable } from './reachable';
import { waitForHydration } from './support';

async function lines(heading: Locator): Promise<number> {
  return heading.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
}

for (const width of [360, 768, 1280]) {
  test(`the call to action at the end of a blog post reads as one band at ${width} px`, async ({ tab: page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/blog/board-deck-outline');
    await waitForHydration(page);
    const band = page.getByRole('complementary', { name: 'Want us to handle this for you?' });
    const heading = band.getByRole('heading', { level: 2 });
    // "Want us to handle this for you?" once squeezed into a column, one word per line.
    expect(await lines(heading)).toBeLessThanOrEqual(width < 768 ? 3 : 1);
    const buttons = [band.getByRole('link', { name: 'View Pricing' }), band.getByRole('link', { name: 'Get in Touch' })];
    for (const button of buttons) await expectReachable(button);
    const [a, b] = await Promise.all(buttons.map((button) => button.boundingBox()));
    const apart = Math.max(b!.x - (a!.x + a!.width), b!.y - (a!.y + a!.height));
    expect(apart, 'space between the two buttons').toBeGreaterThanOrEqual(8);
    if (width >= 768) expect(b!.y).toBe(a!.y);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a table wider than the screen scrolls in its own labelled box, by touch or keyboard', async ({ tab: page }) => {
    await page.goto('/blog/startup-runway-burn-rate');
    await waitForHydration(page);
    const box = page.getByRole('region', { name: /^Table/ }).first();
    await expect(box).toHaveAttribute('tabindex', '0');
    const sizes = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
