import { ConfigError, loadConfig, toPublicConfig } from '../../server/config.server';

describe('configuration', () => {
  it('has defaults that serve a complete site with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.apiOrigin).toBeUndefined();
    expect(config.dataDir).toBe('./data');
    expect(config.siteUrl).toBe('http://localhost:3000');
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SITE_URL: 'not a url', GA_MEASUREMENT_ID: 'UA-1' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', SITE_URL: 'not a url', GA_MEASUREMENT_ID: 'UA-1' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/SITE_URL/);
      expect(message).toMatch(/GA_MEASUREMENT_ID/);
    }
  });

  it('strips trailing slashes from origins and treats empty API_ORIGIN as unset', () => {
    const config = loadConfig({ SITE_URL: 'https://www.example.com/', APP_ORIGIN: 'https://app.example.com/', API_ORIGIN: '' });
    expect(config.siteUrl).toBe('https://www.example.com');
    expect(config.appOrigin).toBe('https://app.example.com');
    expect(config.apiOrigin).toBeUndefined();
  });

  it('gives the browser only the whitelisted keys', () => {
    const pub = toPublicConfig(loadConfig({ SMTP_URL: 'smtp://user:secret@mail.example.com', API_ORIGIN: 'https://api.example.com' }));
    expect(Object.keys(pub).sort()).toEqual(['appOrigin', 'contactEmail', 'gaMeasurementId', 'productName', 'siteName', 'siteUrl', 'socials']);
    expect(JSON.stringify(pub)).not.toContain('secret');
  });

  it('reads TRUST_PROXY as Express takes it: true/false, a hop count, or addresses and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fc00::/7' }).trustProxy).toBe('loopback, 10.0.0.0/8,fc00::/7');
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBeUndefined();
  });

  it('stops with a message naming TRUST_PROXY when it is none of those', () => {
    for (const bad of ['yes', '10.0.0.300', 'loopback,nonsense', '10.0.0.0/8/1', '10.0.0.0/99', 'fc00::/200']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be true, false/);
    }
  });

  it('caps answers from the API host at UPSTREAM_MAX_BODY_MB, 5 MB unless set', () => {
    expect(loadConfig({}).upstream.maxBodyBytes).toBe(5 * 1024 * 1024);
    expect(loadConfig({ UPSTREAM_MAX_BODY_MB: '0.5' }).upstream.maxBodyBytes).toBe(512 * 1024);
    expect(() => loadConfig({ UPSTREAM_MAX_BODY_MB: '0' })).toThrow(/UPSTREAM_MAX_BODY_MB/);
  });

  it('uses PostgreSQL only for a postgres:// or postgresql:// DATABASE_URL, and never echoes a bad one back', () => {
    expect(loadConfig({}).database).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: '' }).database).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgresql://site:pw@db:5432/site', DATABASE_POOL_MAX: '4' }).database).toMatchObject({ url: 'postgresql://site:pw@db:5432/site', poolMax: 4 });
    for (const bad of ['mysql://site:hunter2@db/site', 'postgres//site:hunter2@db', 'hunter2']) {
      expect(() => loadConfig({ DATABASE_URL: bad })).toThrow(/DATABASE_URL/);
      expect(() => loadConfig({ DATABASE_URL: bad })).not.toThrow(/hunter2/);
    }
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });
});

describe('placeholders never reach the public', () => {
  const realIdentity = {
    APP_ORIGIN: 'https://app.acme-books.com',
    CONTACT_EMAIL: 'hello@acme-books.com',
  };

  it('a production start on a public SITE_URL refuses the placeholder portal and contact address, naming each and what to set', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.acme-books.com' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/APP_ORIGIN: https:\/\/app\.ledgerline\.example is a placeholder.*set APP_ORIGIN to the firm's client portal/);
    expect(message).toMatch(/CONTACT_EMAIL: hello@ledgerline\.example is a placeholder.*set CONTACT_EMAIL to/);
  });

  it('refuses any other identity variable set to an example or loopback host', () => {
    const cases: Array<[string, string]> = [
      ['CONTACT_INBOX', 'leads@firm.example'],
      ['SMTP_FROM', 'Website <web@localhost>'],
      ['APP_ORIGIN', 'http://127.0.0.1:4000'],
      ['SOCIAL_LINKEDIN', 'https://www.linkedin.example/company/acme'],
      ['CONTACT_EMAIL', 'hello@example.com'],
    ];
    for (const [name, value] of cases) {
      expect(() => loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.acme-books.com', ...realIdentity, [name]: value })).toThrow(
        new RegExp(`${name}: ${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is a placeholder`),
      );
    }
  });

  it('serves with real values, and keeps the placeholders for a developer, a loopback SITE_URL or a non-production start', () => {
    expect(loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.acme-books.com', ...realIdentity }).appOrigin).toBe('https://app.acme-books.com');
    expect(loadConfig({ NODE_ENV: 'production' }).appOrigin).toBe('https://app.ledgerline.example');
    expect(loadConfig({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3310' }).contactEmail).toBe('hello@ledgerline.example');
    expect(loadConfig({ SITE_URL: 'https://www.acme-books.com' }).contactEmail).toBe('hello@ledgerline.example');
  });
});
