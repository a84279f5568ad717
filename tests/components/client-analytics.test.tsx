import { act } from '@testing-library/react';
import { setPageViewSink, trackPageView } from '../../shared/analytics';
import { chooseConsent, openConsentSettings } from '../../shared/consent/consent-state';
import { startAnalytics } from '../../client/analytics';
import { consentEnv } from '../support/consent-env';

const later = new Date('2026-04-01T00:00:00Z').getTime();
const view = { path: '/no-such-page', location: 'http://localhost/no-such-page', title: '404: Page not found | Ledgerline' };

/** The data layer's commands as plain arrays (gtag pushes Arguments objects). */
const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const consentCommands = () => commands().filter(([name]) => name === 'consent');
const pageViews = () => commands().filter(([name, event]) => name === 'event' && event === 'page_view');
const gtagScripts = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');

describe('GA4 waits for consent', () => {
  let stop: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    delete window.dataLayer;
    delete window.gtag;
    for (const script of gtagScripts()) script.remove();
    // Drops views an earlier test left waiting, then leaves none installed, as a fresh page starts.
    setPageViewSink(() => {});
    setPageViewSink(null);
    for (const name of document.cookie
      .split(';')
      .map((c) => (c.split('=', 1)[0] ?? '').trim())
      .filter(Boolean))
      document.cookie = `${name}=; max-age=0; path=/`;
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('without a measurement id: no data layer, no script, page views dropped', () => {
    stop = startAnalytics(undefined, consentEnv());
    trackPageView(view);
    jest.runAllTimers();
    expect(window.dataLayer).toBeUndefined();
    expect(gtagScripts()).toHaveLength(0);
  });

  it('before an answer: every Consent Mode signal denied first, no script, the page view held in the page', () => {
    stop = startAnalytics('G-TEST123456', consentEnv());
    trackPageView(view);
    jest.runAllTimers();
    expect(commands()[0]).toEqual(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
    expect(commands().map(([name]) => name)).toEqual(['consent', 'js', 'config']);
    expect(commands()[2]).toEqual(['config', 'G-TEST123456', { send_page_view: false }]);
    expect(gtagScripts()).toHaveLength(0);
  });

  it('on Accept: analytics_storage granted (ads still denied), the held page view sent, then gtag.js loaded', () => {
    stop = startAnalytics('G-TEST123456', consentEnv());
    trackPageView(view);
    act(() => chooseConsent('granted'));
    expect(consentCommands().slice(1)).toEqual([['consent', 'update', { analytics_storage: 'granted' }]]);
    expect(pageViews()).toEqual([['event', 'page_view', { page_path: '/no-such-page', page_location: 'http://localhost/no-such-page', page_title: '404: Page not found | Ledgerline' }]]);
    jest.runAllTimers();
    expect([...gtagScripts()].map((script) => script.getAttribute('src'))).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123456']);
  });

  it('a stored acceptance loads it on the next page without asking', () => {
    stop = startAnalytics('G-TEST123456', consentEnv({ stored: { choice: 'granted', expires: later } }));
    trackPageView(view);
    jest.runAllTimers();
    expect(consentCommands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(pageViews()).toHaveLength(1);
    expect(gtagScripts()).toHaveLength(1);
  });

  it('on Reject: nothing loads, the page view is dropped, and cookies an earlier visit left are deleted', () => {
    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_TEST123456=GS1.1.1; path=/';
    document.cookie = 'other=kept; path=/';
    stop = startAnalytics('G-TEST123456', consentEnv());
    trackPageView(view);
    act(() => chooseConsent('denied'));
    jest.runAllTimers();
    expect(gtagScripts()).toHaveLength(0);
    expect(pageViews()).toHaveLength(0);
    expect(consentCommands()).toHaveLength(1);
    expect(document.cookie).toBe('other=kept');
  });

  it('Global Privacy Control outweighs a stored acceptance: nothing loads', () => {
    stop = startAnalytics('G-TEST123456', consentEnv({ gpc: true, stored: { choice: 'granted', expires: later } }));
    trackPageView(view);
    jest.runAllTimers();
    expect(gtagScripts()).toHaveLength(0);
    expect(pageViews()).toHaveLength(0);
    expect(consentCommands()).toHaveLength(1);
  });

  it('withdrawing from Cookie settings denies analytics_storage again, deletes the cookies and sends no more page views', () => {
    stop = startAnalytics('G-TEST123456', consentEnv({ stored: { choice: 'granted', expires: later } }));
    document.cookie = '_ga=GA1.1.123.456; path=/';
    act(() => {
      openConsentSettings();
      chooseConsent('denied');
    });
    trackPageView(view);
    expect(consentCommands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(pageViews()).toHaveLength(0);
    expect(document.cookie).toBe('');
  });
});
