import { expect, test } from '@playwright/test';
import { waitForHydration, waitForIsland, watchConsole } from './support';

test.describe('contact modal', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens from Get in Touch, keeps Tab in the dialog, closes on Escape and returns focus, all by keyboard', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/pricing');
    await waitForHydration(page);
    const opener = page.getByRole('banner').getByRole('link', { name: 'Get in Touch' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(page.getByLabel('Name *')).toBeFocused();
    // The page behind a modal dialog is inert: Tab goes round the dialog, by way of <body> (the browser's own controls).
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement === document.body || Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('shows inline messages, sends, thanks the visitor and closes itself after 2 seconds', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Get in Touch' }).click();
    const dialog = page.getByRole('dialog');
    // The inline messages are the island's: sent before it hydrates, the form posts to /contact as without JavaScript.
    await waitForIsland(page, 'contact-dialog');
    await dialog.getByRole('button', { name: /send/i }).click();
    for (const message of ['Name is required', 'Email is required', 'Phone is required', 'Message is required']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await page.getByLabel('Name *').fill('Asha Mehta');
    await expect(dialog.getByText('Name is required')).toBeHidden();
    await page.getByLabel('Email *').fill('asha@example.com');
    await page.getByLabel('Mobile Number *').fill('+91 98765 43210');
    await page.getByLabel('Message *').fill('I need bookkeeping for my Delaware C-corp.');
    await dialog.getByRole('button', { name: /send/i }).click();
    await expect(dialog.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();
    const shownAt = Date.now();
    await expect(dialog).toBeHidden({ timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
  });
});

test.describe('contact modal typed in before its island hydrates', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('keeps what the visitor typed while React was still loading, and sends it', async ({ page }) => {
    // A slow phone: the forms' code arrives only once the visitor has typed in the dialog opened without it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/islands-forms-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    let sent: unknown = null;
    await page.route('**/api/contact', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true }) });
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get in Touch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get in touch' });
    await dialog.getByLabel('Name *').pressSequentially('Asha');
    await dialog.getByLabel('Message *').fill('Typed before the page was ready.');
    expect(await page.locator('[data-island="contact-dialog"]').getAttribute('data-hydrated')).toBeNull();
    release();
    await waitForIsland(page, 'contact-dialog');
    await expect(dialog.getByLabel('Name *')).toHaveValue('Asha');
    await expect(dialog.getByLabel('Message *')).toHaveValue('Typed before the page was ready.');
    await dialog.getByLabel('Name *').press('End');
    await dialog.getByLabel('Name *').pressSequentially(' Mehta');
    await dialog.getByLabel('Email *').fill('asha@example.com');
    await dialog.getByLabel('Mobile Number *').fill('+91 98765 43210');
    await dialog.getByRole('button', { name: /send/i }).click();
    await expect(dialog.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();
    expect(sent).toMatchObject({ name: 'Asha Mehta', comment: 'Typed before the page was ready.' });
  });
});

test.describe('contact modal closed while sending', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  for (const outcome of ['fails', 'succeeds'] as const) {
    test(`a slow post that ${outcome} while the dialog is closed shows its outcome when it is opened again`, async ({ page }) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let posts = 0;
      await page.route('**/api/contact', async (route) => {
        posts += 1;
        await released;
        await route.fulfill(outcome === 'fails' ? { status: 503, json: { success: false } } : { status: 200, json: { success: true } });
      });
      await page.goto('/pricing');
      await waitForHydration(page);
      const open = async () => {
        const menu = page.getByRole('button', { name: 'Menu', exact: true });
        if (await menu.isVisible()) await menu.click();
        await page.getByRole('banner').getByRole('link', { name: 'Get in Touch' }).click();
      };
      await open();
      const dialog = page.getByRole('dialog');
      // Playwright types faster than a phone fetches React: the form sends as JSON once the dialog's island has hydrated.
      await waitForIsland(page, 'contact-dialog');
      await page.getByLabel('Name *').fill('Asha Mehta');
      await page.getByLabel('Email *').fill('asha@example.com');
      await page.getByLabel('Mobile Number *').fill('+91 98765 43210');
      await page.getByLabel('Message *').fill('I need bookkeeping for my Delaware C-corp.');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      const answered = page.waitForResponse('**/api/contact');
      release();
      await answered;
      await open();
      await expect(dialog).toBeVisible();
      if (outcome === 'fails') {
        await expect(dialog.getByRole('alert')).toHaveText('Oops! Something went wrong. Please try again later.');
        await expect(page.getByLabel('Message *')).toHaveValue('I need bookkeeping for my Delaware C-corp.');
        await expect(page.getByLabel('Email *')).toHaveValue('asha@example.com');
      } else {
        await expect(dialog.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();
        await expect(dialog).toBeHidden({ timeout: 5000 });
      }
      expect(posts).toBe(1);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Get in Touch leads to /contact, whose form posts, redirects and thanks the visitor', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get in Touch' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    // The page's own form: every page also carries the contact dialog, closed, with the same fields.
    const form = page.getByRole('main');
    await form.getByLabel('Name *').fill('Ravi K');
    await form.getByLabel('Email *').fill('ravi@example.com');
    await form.getByLabel('Mobile Number *').fill('+44 20 7946 0000');
    await form.getByLabel('Message *').fill('Please call me about CFO advisory.');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();
  });

  test('/submitRequest validates, posts and shows the success view', async ({ page }) => {
    await page.goto('/submitRequest');
    await page.getByRole('button', { name: /submit/i }).click();
    await expect(page.getByText('Choose a category')).toBeVisible();
    const form = page.getByRole('main');
    await form.getByLabel('Email *').fill('ravi@example.com');
    await form.getByLabel('Category *').selectOption('Company Formation');
    await form.getByLabel('Subject *').fill('Wyoming LLC');
    await form.getByLabel('Description *').fill('How long does a Wyoming LLC take?');
    await page.getByRole('button', { name: /submit/i }).click();
    await expect(page).toHaveURL(/\/submitRequest\?sent=1$/);
    await expect(page.getByText('Thank you for your query!')).toBeVisible();
    await expect(page.getByText('Your request has been submitted successfully. Our support team will get back to you soon.')).toBeVisible();
  });
});

test('/submitRequest with JavaScript submits, naming the submission with an Idempotency-Key, and shows the success view', async ({ page }) => {
  await page.goto('/submitRequest');
  await waitForHydration(page);
  // The page's own form: the contact dialog, closed, has an Email field too.
  await page.getByRole('main').getByLabel('Email *').fill('ravi@example.com');
  await page.getByLabel('Category *').selectOption('Tax Filling');
  await page.getByLabel('Subject *').fill('Form 5472');
  await page.getByLabel('Description *').fill('Do I need to file Form 5472?');
  const [post] = await Promise.all([
    page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact/submit-query'),
    page.getByRole('button', { name: /submit/i }).click(),
  ]);
  expect(await post.headerValue('idempotency-key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  await expect(page.getByText('Thank you for your query!')).toBeVisible();
  await expect(page).toHaveURL(/\/submitRequest$/);
});
