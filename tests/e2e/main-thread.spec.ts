import { expect, test } from '@playwright/test';
import { auditRoutes } from '../../scripts/audit-routes';
import { waitForHydration } from './support';

/**
 * The first Intl formatter a page builds loads the browser's locale data: 10–30 ms of main
 * thread on a desktop, four times that on a phone, in the middle of hydration (it was most of
 * the blocking time on /pricing and /submitRequest). Nothing the page runs while it loads,
 * hydrates or answers the pricing slider may build one, directly or through toLocaleString.
 */
function recordLocaleWork() {
  const calls: string[] = [];
  (window as unknown as { localeWork: string[] }).localeWork = calls;
  const note = (name: string) => calls.push(`${name}\n${new Error().stack?.split('\n').slice(2, 5).join('\n') ?? ''}`);
  for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames'] as const) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    // Also counts calls without `new`, which Intl allows for the older constructors.
    const Counted = new Proxy(Original, {
      construct: (target, args) => (note(`Intl.${name}`), Reflect.construct(target, args)),
      apply: (target, self, args) => (note(`Intl.${name}`), Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args)),
    });
    Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
  }
  const methods: Array<[object, string]> = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
    [Array.prototype, 'toLocaleString'],
  ];
  for (const [proto, method] of methods) {
    const original = (proto as Record<string, (...args: unknown[]) => unknown>)[method];
    if (!original) throw new Error(`no ${method} to count`);
    Object.defineProperty(proto, method, {
      value: function (this: unknown, ...args: unknown[]) {
        note(method);
        return original.apply(this, args);
      },
      configurable: true,
      writable: true,
    });
  }
}

for (const path of auditRoutes) {
  test(`${path} builds no Intl formatter while it loads and hydrates`, async ({ page }) => {
    await page.addInitScript(recordLocaleWork);
    await page.goto(path);
    await waitForHydration(page);
    if (path === '/pricing') {
      const slider = page.getByRole('slider');
      await slider.focus();
      await slider.press('ArrowRight');
      await expect(slider).toHaveAttribute('aria-valuetext', /\$35,000/);
    }
    expect(await page.evaluate(() => (window as unknown as { localeWork: string[] }).localeWork)).toEqual([]);
  });
}

test.describe('/book from another site, in a zone not the firm’s', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('asks a worker for the browser’s zone: the times come in that zone with no Intl formatter on the page’s thread', async ({ page }) => {
    await page.addInitScript(recordLocaleWork);
    await page.goto('/book');
    await expect(page.getByLabel('Your time zone')).toHaveValue('Asia/Calcutta');
    await expect(page).toHaveURL(/\?tz=Asia%2FCalcutta$/);
    await expect(page.locator('input[name="timeZone"]')).toHaveValue('Asia/Calcutta');
    expect(await page.evaluate(() => (window as unknown as { localeWork: string[] }).localeWork)).toEqual([]);
  });
});
