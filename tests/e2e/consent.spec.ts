import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectReachable } from './reachable';
import { analyticsId, analyticsPort, sitePort } from './servers';
import { expectNoAxeViolations, waitForHydration, watchConsole } from './support';

/**
 * Analytics only with consent, watched on the network in real Chromium against
 * the production build with GA_MEASUREMENT_ID set (the second web server).
 * Nothing leaves the machine: every request to another origin is answered
 * here, Google's with a stub gtag.js that behaves as the real one does for
 * what these tests look at (it reads the data layer's consent commands, sets
 * _ga and sends a hit only once analytics_storage is granted).
 */
const analyticsSite = `http://127.0.0.1:${analyticsPort}`;
const plainSite = `http://127.0.0.1:${sitePort}`;
test.use({ baseURL: analyticsSite });

const google = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|google\.com)\//;

const stubGtag = `(() => {
  const stub = (window.__gtagStub = { consent: {}, hits: [] });
  const handle = (entry) => {
    const [command, name, params] = Array.from(entry);
    if (command === 'consent') Object.assign(stub.consent, params);
    if (command !== 'event' || stub.consent.analytics_storage !== 'granted') return;
    if (!/(^|; )_ga=/.test(document.cookie)) document.cookie = '_ga=GA1.1.1234.5678; path=/; max-age=63072000';
    const hit = new URLSearchParams({ v: '2', tid: ${JSON.stringify(analyticsId)}, en: name, dl: params.page_location, dp: params.page_path, dt: params.page_title });
    stub.hits.push(Object.fromEntries(hit));
    navigator.sendBeacon('https://www.google-analytics.com/g/collect?' + hit);
  };
  const layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(handle);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => { entries.forEach(handle); return push(...entries); };
})();`;

interface Watched {
  /** Every request the pages made to Google, in order. */
  google: string[];
  /** Hits the stub sent: /g/collect URLs. */
  hits: () => URLSearchParams[];
}

/** Answers every request that would leave this machine, and records the ones to Google. */
async function watchGoogle(context: BrowserContext): Promise<Watched> {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (google.test(request.url())) seen.push(request.url());
  });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      const url = route.request().url();
      if (url.startsWith('https://www.googletagmanager.com/gtag/js?')) return route.fulfill({ contentType: 'text/javascript', body: stubGtag });
      if (google.test(url)) return route.fulfill({ status: 204 });
      return route.abort();
    },
  );
  return { google: seen, hits: () => seen.filter((url) => url.includes('/g/collect')).map((url) => new URL(url).searchParams) };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and analytics' });
const accept = (page: Page) => banner(page).getByRole('button', { name: 'Accept' });
const reject = (page: Page) => banner(page).getByRole('button', { name: 'Reject' });
const cookieSettings = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });

/** The data layer's consent commands, as gtag queued them. */
const consentCommands = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter(([command]) => command === 'consent'));

const storedChoice = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('analytics-consent') ?? 'null') as unknown);
const analyticsCookies = async (context: BrowserContext) => (await context.cookies()).filter((cookie) => cookie.name.startsWith('_ga'));

/** Long enough for the idle-time script load and a beacon to have happened, had anything asked for them. */
const settle = (page: Page) => page.waitForTimeout(1500);

const allDenied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

test.describe('with GA_MEASUREMENT_ID set', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('nothing goes to Google before an answer; Accept loads gtag.js with analytics_storage granted and sends the page view', async ({ page, context }) => {
    const problems = watchConsole(page);
    const watched = await watchGoogle(context);
    await page.goto('/pricing');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    await settle(page);
    expect(watched.google).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
    expect(await consentCommands(page)).toEqual([['consent', 'default', allDenied]]);

    await Promise.all([page.waitForRequest(/googletagmanager\.com\/gtag\/js/), accept(page).click()]);
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => watched.hits().length).toBe(1);
    expect(watched.google.at(0)).toBe(`https://www.googletagmanager.com/gtag/js?id=${analyticsId}`);
    expect(await consentCommands(page)).toEqual([
      ['consent', 'default', allDenied],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
    expect(await page.evaluate(() => (window as unknown as { __gtagStub: { consent: unknown } }).__gtagStub.consent)).toEqual({ ...allDenied, analytics_storage: 'granted' });
    expect(Object.fromEntries(watched.hits().at(0) ?? [])).toMatchObject({ en: 'page_view', dp: '/pricing', dl: `${analyticsSite}/pricing` });
    expect((await analyticsCookies(context)).map((cookie) => cookie.name)).toEqual(['_ga']);
    expect(await storedChoice(page)).toMatchObject({ choice: 'granted' });

    // The next page: no question, gtag.js again, its own page view.
    await page.goto('/help');
    await waitForHydration(page);
    await expect.poll(() => watched.hits().length).toBe(2);
    await expect(banner(page)).toBeHidden();
    expect(watched.hits().at(1)?.get('dp')).toBe('/help');
    expect(problems).toEqual([]);
  });

  test('Reject: nothing goes to Google, on this page or the next, and no cookie is set', async ({ page, context }) => {
    const problems = watchConsole(page);
    const watched = await watchGoogle(context);
    await page.goto('/');
    await waitForHydration(page);
    await reject(page).click();
    await expect(banner(page)).toBeHidden();
    await settle(page);
    await page.goto('/contact');
    await waitForHydration(page);
    await expect(banner(page)).toBeHidden();
    await settle(page);
    expect(watched.google).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
    expect(await storedChoice(page)).toMatchObject({ choice: 'denied' });
    expect(problems).toEqual([]);
  });

  test('the answer is kept for six months, then asked again', async ({ page, context }) => {
    await watchGoogle(context);
    await page.clock.setFixedTime(new Date('2026-03-10T09:00:00Z'));
    await page.goto('/');
    await waitForHydration(page);
    await reject(page).click();
    expect(await storedChoice(page)).toEqual({ choice: 'denied', expires: Date.parse('2026-09-10T09:00:00Z') });
    await page.clock.setFixedTime(new Date('2026-09-10T08:59:00Z'));
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toBeHidden();
    await page.clock.setFixedTime(new Date('2026-09-10T09:00:00Z'));
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
  });

  for (const [name, stored] of [
    ['no answer stored', null],
    ['an acceptance stored earlier', { choice: 'granted', expires: Date.parse('2099-01-01') }],
  ] as const) {
    test(`Global Privacy Control (navigator.globalPrivacyControl and Sec-GPC), ${name}: no banner, nothing goes to Google`, async ({ browser }) => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' }, viewport: { width: 1280, height: 800 } });
      await context.addInitScript(
        ([value]) => {
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
          if (value) localStorage.setItem('analytics-consent', value);
        },
        [stored ? JSON.stringify(stored) : null],
      );
      const watched = await watchGoogle(context);
      const page = await context.newPage();
      const problems = watchConsole(page);
      const sentGpc = page.waitForRequest((request) => request.isNavigationRequest() && request.headers()['sec-gpc'] === '1');
      await page.goto(`${analyticsSite}/submitRequest`);
      await sentGpc;
      await waitForHydration(page);
      await settle(page);
      await expect(banner(page)).toBeHidden();
      expect(watched.google).toEqual([]);
      expect(await analyticsCookies(context)).toEqual([]);
      // Cookie settings says why there is nothing to choose.
      await cookieSettings(page).click();
      await expect(banner(page)).toContainText('Global Privacy Control');
      await expect(accept(page)).toHaveCount(0);
      await banner(page).getByRole('button', { name: 'Close' }).click();
      await expect(banner(page)).toBeHidden();
      expect(watched.google).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test('Cookie settings in the footer reopens the banner; withdrawing consent stops analytics and deletes _ga', async ({ page, context }) => {
    const watched = await watchGoogle(context);
    await page.goto('/');
    await waitForHydration(page);
    await accept(page).click();
    await expect.poll(() => watched.hits().length).toBe(1);
    expect(await analyticsCookies(context)).toHaveLength(1);

    const settings = cookieSettings(page);
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    await reject(page).click();
    await expect(banner(page)).toBeHidden();
    await expect(settings).toBeFocused();
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(await analyticsCookies(context)).toEqual([]);
    expect(await storedChoice(page)).toMatchObject({ choice: 'denied' });

    const before = watched.google.length;
    await page.goto('/pricing');
    await waitForHydration(page);
    await settle(page);
    expect(watched.google.length).toBe(before);
  });

  test('a not-found page reports the path the visitor asked for and a title that says 404', async ({ page, context }) => {
    const watched = await watchGoogle(context);
    await context.addInitScript(() => localStorage.setItem('analytics-consent', JSON.stringify({ choice: 'granted', expires: Date.parse('2099-01-01') })));
    for (const [path, title] of [
      ['/old-pricing-page?ref=newsletter', '404: Page not found | Ledgerline'],
      ['/blog/a-post-that-was-removed', '404: Blog post not found | Ledgerline Blog'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect.poll(() => watched.hits().at(-1)?.get('dl')).toBe(`${analyticsSite}${path}`);
      const hit = watched.hits().at(-1)!;
      expect([hit.get('dp'), hit.get('dt')]).toEqual([path.split('?')[0], title]);
    }
  });
});

test.describe('never', () => {
  test('without JavaScript: no banner, no Cookie settings, nothing goes to Google', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const watched = await watchGoogle(context);
    const page = await context.newPage();
    for (const path of ['/', '/contact', '/no-such-page']) {
      await page.goto(`${analyticsSite}${path}`);
      await expect(page.locator('#consent-banner')).toBeHidden();
      await expect(page.locator('#cookie-settings')).toBeHidden();
    }
    await page.waitForTimeout(1000);
    expect(watched.google).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
    await context.close();
  });

  test('without GA_MEASUREMENT_ID: no banner, no Cookie settings, nothing goes to Google', async ({ page, context }) => {
    const watched = await watchGoogle(context);
    await page.goto(`${plainSite}/contact`);
    await waitForHydration(page);
    await settle(page);
    await expect(page.locator('#consent-banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
    expect(watched.google).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });
});

async function expectSameBox(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(Math.abs(boxA!.width - boxB!.width)).toBeLessThan(1);
  expect(Math.abs(boxA!.height - boxB!.height)).toBeLessThan(1);
}

/** The submit button reachable however it is brought into view: scrolled to as Playwright does, aligned to the window's foot, and focused by the keyboard. */
async function expectSubmitReachable(page: Page, submit: Locator) {
  await expectReachable(submit);
  for (const block of ['end', 'nearest'] as const) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await submit.evaluate((element, align) => element.scrollIntoView({ block: align }), block);
    await expectReachable(submit, { scroll: false });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await submit.focus();
  await expectReachable(submit, { scroll: false });
}

const sizes = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

for (const viewport of sizes) {
  test.describe(`the banner at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('both buttons on screen, uncovered and the same size; it never covers a form submit button or the page end', async ({ page, context }) => {
      await watchGoogle(context);
      for (const path of ['/contact', '/submitRequest']) {
        await page.goto(path);
        await waitForHydration(page);
        await expect(banner(page)).toBeVisible();
        await expectReachable(accept(page), { scroll: false });
        await expectReachable(reject(page), { scroll: false });
        await expectSameBox(accept(page), reject(page));
        const height = (await banner(page).boundingBox())!.height;
        expect(height, `the banner is ${height} px tall`).toBeLessThan(viewport.height * 0.35);

        const submit = page.getByRole('main').locator('form button[type="submit"]');
        await expectSubmitReachable(page, submit);
        // The page's last control scrolls clear of the banner too.
        await expectReachable(cookieSettings(page));
        if (viewport.width === 360 || viewport.width === 1280) {
          await submit.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `/tmp/consent${path.replace('/', '-')}-${viewport.width}.png` });
        }
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      if (viewport.width === 360 || viewport.width === 1280) await page.screenshot({ path: `/tmp/consent-top-${viewport.width}.png` });
    });
  });
}

test.describe('by keyboard and screen reader', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a labelled region; Tab reaches Privacy Policy, Accept and Reject before the header; Enter answers', async ({ page, context }) => {
    await watchGoogle(context);
    await page.goto('/');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'Cookies and analytics' })).toBeVisible();
    const reached: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => `${document.activeElement?.tagName.toLowerCase() ?? ''}:${document.activeElement?.textContent?.trim() ?? ''}`));
    }
    expect(reached).toEqual(['a:Skip to content', 'a:Privacy Policy', 'button:Accept', 'button:Reject']);
    await expect(reject(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toMatchObject({ choice: 'denied' });
    await expect(page.locator('main')).toBeFocused();
  });

  test('Enter on Accept accepts; Cookie settings reached by keyboard reopens it, and Escape closes it unchanged', async ({ page, context }) => {
    const watched = await watchGoogle(context);
    await page.goto('/');
    await waitForHydration(page);
    await accept(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => watched.hits().length).toBe(1);
    await cookieSettings(page).focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeHidden();
    await expect(cookieSettings(page)).toBeFocused();
    expect(await storedChoice(page)).toMatchObject({ choice: 'granted' });
  });

  for (const width of [360, 1280]) {
    test(`no axe violations with the banner showing, first and reopened, at ${width} px`, async ({ page, context }) => {
      await watchGoogle(context);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/contact');
      await waitForHydration(page);
      await expect(banner(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await reject(page).click();
      await cookieSettings(page).click();
      await expect(banner(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
