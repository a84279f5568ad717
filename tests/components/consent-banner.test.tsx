import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { startConsentBanner } from '../../client/chrome/consent-banner';
import { ConsentBanner } from '../../shared/components/consent/ConsentBanner';
import { CookieSettingsItem } from '../../shared/components/consent/CookieSettingsItem';
import { startConsent, type ConsentEnvironment } from '../../shared/consent/consent-state';
import { PublicConfigContext } from '../../shared/public-config';
import { consentEnv } from '../support/consent-env';
import { testConfig } from '../support/render-page';

const config = { ...testConfig, gaMeasurementId: 'G-TEST123456' };

/** The parts of the document the banner works with: itself, the page's content and the footer's Cookie settings. */
function Page() {
  return (
    <PublicConfigContext.Provider value={config}>
      <ConsentBanner />
      <main id="main" tabIndex={-1}>
        <p>Page</p>
      </main>
      <footer>
        <ul>
          <CookieSettingsItem />
        </ul>
      </footer>
    </PublicConfigContext.Provider>
  );
}

let stop = () => {};
afterEach(() => stop());

/** The server's HTML, then what the browser entry does: the banner's code first, then the consent decision. */
function render(env: ConsentEnvironment) {
  document.body.innerHTML = renderToString(<Page />);
  stop = startConsentBanner(document);
  startConsent(env);
}

const region = () => screen.queryByRole('region', { name: 'Cookies and analytics' });
const later = new Date('2026-04-01T00:00:00Z').getTime();

describe('the analytics consent banner', () => {
  it('is in the server-rendered page, hidden: every visitor gets the same cached HTML, and without JavaScript it never shows', () => {
    startConsent(consentEnv());
    const html = renderToString(<Page />);
    expect(html).toMatch(/<section id="consent-banner" class="consent-banner" aria-labelledby="consent-heading" tabindex="-1" hidden=""/);
    expect(html).toMatch(/<li hidden=""><button type="button" id="cookie-settings"/);
  });

  it('asks a visitor with no answer, in a labelled region with two equal buttons', () => {
    render(consentEnv());
    const banner = region()!;
    expect(banner).toBeVisible();
    const accept = within(banner).getByRole('button', { name: 'Accept' });
    const reject = within(banner).getByRole('button', { name: 'Reject' });
    expect(accept.className).toBe(reject.className);
    expect(within(banner).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    // A first visit's question does not take focus from the page.
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps an acceptance for six months, hides, and leaves focus on the page', async () => {
    const env = consentEnv();
    render(env);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(env.stored()).toEqual({ choice: 'granted', expires: Date.parse('2026-09-10T09:00:00Z') });
    expect(region()).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('keeps a refusal the same way, by keyboard', async () => {
    const env = consentEnv();
    render(env);
    screen.getByRole('button', { name: 'Reject' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(env.stored()).toEqual({ choice: 'denied', expires: Date.parse('2026-09-10T09:00:00Z') });
    expect(region()).toBeNull();
  });

  it('does not ask again while an answer holds, and asks again once it has lapsed', () => {
    render(consentEnv({ stored: { choice: 'denied', expires: later } }));
    expect(region()).toBeNull();
    stop();
    render(consentEnv({ stored: { choice: 'denied', expires: later }, now: new Date(later) }));
    expect(region()).toBeVisible();
  });

  it('Cookie settings reopens it with focus inside; an answer or Escape closes it and focus returns to Cookie settings', async () => {
    const env = consentEnv({ stored: { choice: 'granted', expires: later } });
    render(env);
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(settings);
    expect(region()).toBe(document.activeElement);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(env.stored()).toMatchObject({ choice: 'denied' });
    expect(region()).toBeNull();
    expect(document.activeElement).toBe(settings);

    await userEvent.click(settings);
    await userEvent.keyboard('{Escape}');
    expect(region()).toBeNull();
    expect(env.stored()).toMatchObject({ choice: 'denied' });
    expect(document.activeElement).toBe(settings);
  });

  it('never asks a browser that sends Global Privacy Control; its Cookie settings says why, with nothing to accept', async () => {
    const env = consentEnv({ gpc: true, stored: { choice: 'granted', expires: later } });
    render(env);
    expect(region()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const banner = region()!;
    expect(banner).toHaveTextContent(/Global Privacy Control/);
    expect(within(banner).queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(region()).toBeNull();
    expect(env.stored()).toMatchObject({ choice: 'granted' });
  });
});
