import type { IncomingMessage } from 'node:http';
import { sameSiteRule } from '../../server/http/same-site-posts.server';

const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('sameSiteRule (decision 0034)', () => {
  it('on a public SITE_URL, takes its own origin only', () => {
    const allowed = sameSiteRule('https://www.acme-books.com');
    expect(allowed(req({ origin: 'https://www.acme-books.com', host: 'www.acme-books.com' }))).toBe(true);
    expect(allowed(req({ origin: 'http://www.acme-books.com', host: 'www.acme-books.com' }))).toBe(false);
    expect(allowed(req({ origin: 'https://acme-books.com', host: 'acme-books.com' }))).toBe(false);
    // A forged Host does not make another origin the site's.
    expect(allowed(req({ origin: 'https://evil.example', host: 'evil.example' }))).toBe(false);
  });

  it('on a SITE_URL of this machine, takes the host the browser asked for', () => {
    const allowed = sameSiteRule('http://localhost:3000');
    expect(allowed(req({ origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(true);
    expect(allowed(req({ origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' }))).toBe(true);
    expect(allowed(req({ origin: 'http://evil.example', host: '192.168.1.20:3000' }))).toBe(false);
  });

  it('believes Sec-Fetch-Site over Origin, and passes a client that sends neither', () => {
    const allowed = sameSiteRule('https://www.acme-books.com');
    expect(allowed(req({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(allowed(req({ 'sec-fetch-site': 'none' }))).toBe(true);
    expect(allowed(req({ 'sec-fetch-site': 'same-site', origin: 'https://app.acme-books.com' }))).toBe(false);
    expect(allowed(req({ 'sec-fetch-site': 'cross-site', origin: 'https://www.acme-books.com' }))).toBe(false);
    expect(allowed(req({ 'sec-fetch-site': 'same-origin, cross-site' }))).toBe(false);
    expect(allowed(req({}))).toBe(true);
  });
});
