import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config.server';
import { loadSiteContent } from '../../server/content/content.server';
import { testAssets } from '../support/test-app';
import { apiWithBuggyPosts } from '../support/post-bug-api';

describe('a bug while rendering', () => {
  it('answers a 500 page that names the request id the log line carries, and leaks nothing', async () => {
    const config = loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' });
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) }));
    const api = apiWithBuggyPosts(new TypeError("Cannot read properties of undefined (reading 'title') at /srv/app/secret.ts:12"));
    const app = createApp(config, { logger, assets: testAssets, api, content: await loadSiteContent(config) });
    const res = await request(app).get('/blog/anything');
    expect(res.status).toBe(500);
    expect(res.text).toContain('Something went wrong');
    expect(res.text).not.toMatch(/secret\.ts|Cannot read properties|\/srv\//);
    expect(res.headers['cache-control']).toBe('no-store');
    const id = res.headers['x-request-id'];
    expect(id).toBeTruthy();
    const logged = lines.map((l) => JSON.parse(l) as { level: number; requestId?: string; msg: string });
    expect(logged.some((l) => l.level >= 50 && l.requestId === id)).toBe(true);
  });
});
