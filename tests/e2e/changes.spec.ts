import { type Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { changes, labels } from '../../shared/content/generated/changes';
import { expectReachable } from './reachable';
import { expectNoAxeViolations, waitForHydration } from './support';

/** The changelog of figures and rules: every change readable and every link tappable, from a phone to a desktop, with or without JavaScript. */
const changelog = '/tools/changes';

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Each change's card, found by its anchor. */
const card = (page: Page, id: string) => page.locator(`article[id="${id}"]`);

for (const width of [360, 390, 768, 1280, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every change fits the window, passes axe, and its source link can be tapped', async ({ tab: page }) => {
      await page.goto(changelog);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      for (const change of changes) {
        const source = card(page, change.id).getByRole('link', { name: change.source.replace(/^https:\/\//, '') });
        await expectReachable(source);
        await expect(source).toHaveAttribute('href', change.source);
        // Nothing inside a card is wider than the card: a long value or address wraps.
        const overflow = await card(page, change.id).evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
    });
  });
}

test('a link to a change lands on its card, below the sticky header', async ({ tab: page }) => {
  const last = changes.at(-1);
  if (!last) throw new Error('content/changes.yaml lists no change');
  await page.goto(`${changelog}#${last.id}`);
  await waitForHydration(page);
  await expectReachable(card(page, last.id).getByRole('heading', { level: 2 }), { scroll: false });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('the page lists every change newest first, with old and new, and names its feed', async ({ tab: page, request }) => {
    await page.goto(changelog);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const ids = await page.locator('main ol > li > article').evaluateAll((articles) => articles.map((article) => article.id));
    expect([...ids].sort()).toEqual(changes.map((change) => change.id).sort());
    const [firstId] = ids;
    if (firstId === undefined) throw new Error('the page lists no change');
    const first = card(page, firstId);
    const change = changes.find((c) => c.id === firstId)!;
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(change.title);
    await expect(first.getByRole('definition').nth(0)).toHaveText(change.old);
    await expect(first.getByRole('definition').nth(1)).toHaveText(change.new);
    await expect(first.getByRole('term').nth(0)).toHaveText(labels.old);
    await expectNoSidewaysScroll(page);
    const feed = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    const href = await feed.getAttribute('href');
    const answer = await request.get(href!);
    expect(answer.headers()['content-type']).toContain('application/atom+xml');
    expect(await page.getByRole('link', { name: /feed/ }).getAttribute('href')).toBe(href);
  });
});
