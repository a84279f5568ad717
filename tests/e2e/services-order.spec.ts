import { expect, test } from './shared-tab';

test.use({ viewport: { width: 1280, height: 800 } });

test('the header dropdown, the home cards and the footer list the five services in one order', async ({ tab: page }) => {
  await page.goto('/');
  const hrefs = (selector: string) => page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  // The dropdown ends with the tools hub, after the services.
  const menu = await hrefs('.services-menu__list a');
  expect(menu.at(-1)).toBe('/tools');
  const header = menu.slice(0, -1);
  expect(header).toHaveLength(5);
  expect(await hrefs('.home-card__link')).toEqual(header);
  expect(await hrefs('footer nav[aria-label="Services"] a')).toEqual(header);
});
