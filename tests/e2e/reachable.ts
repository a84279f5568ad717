import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What a person can tap: the control is on screen and nothing covers its centre
 * (the element there is the control or inside it). `isVisible()` says yes to a
 * link clipped by its container or hidden under another element; this does not.
 * With `scroll`, the control is first scrolled into view as a person would;
 * without, it must already be on screen.
 */
export async function expectReachable(control: Locator, { scroll = true } = {}): Promise<void> {
  if (scroll) await control.scrollIntoViewIfNeeded();
  const seen = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const onScreen = box.width > 0 && box.height > 0 && x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
    const hit = onScreen ? document.elementFromPoint(x, y) : null;
    const describe = (node: Element | null) => (node ? node.outerHTML.slice(0, 100) : 'nothing');
    return {
      reachable: onScreen && hit !== null && (hit === element || element.contains(hit)),
      detail: `${describe(element)} at (${Math.round(x)}, ${Math.round(y)}) in ${window.innerWidth}×${window.innerHeight}: ${onScreen ? `covered by ${describe(hit)}` : 'off screen'}`,
    };
  });
  expect(seen.reachable, seen.detail).toBe(true);
}

/**
 * `expectReachable` for every element `selector` matches, in one round trip: each is scrolled to the middle of the
 * window, as a person would bring it into view, then checked the same way. Sixty controls probed one by one cost
 * 120 round trips to the browser.
 */
export async function expectAllReachable(page: Page, selector: string): Promise<void> {
  const unreachable = await page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const onScreen = box.width > 0 && box.height > 0 && x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
      const hit = onScreen ? document.elementFromPoint(x, y) : null;
      if (onScreen && hit !== null && (hit === element || element.contains(hit))) return [];
      const describe = (node: Element | null) => (node ? node.outerHTML.slice(0, 100) : 'nothing');
      return [`${describe(element)} at (${Math.round(x)}, ${Math.round(y)}) in ${window.innerWidth}×${window.innerHeight}: ${onScreen ? `covered by ${describe(hit)}` : 'off screen'}`];
    }),
  );
  expect(unreachable).toEqual([]);
}
