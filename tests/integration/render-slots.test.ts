import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createCachePolicy } from '../../server/http/cache-policy.server';
import type { Renderer } from '../../server/ssr/render.server';
import { renderSlots } from '../../server/ssr/render-slots.server';
import { ssrHandler } from '../../server/ssr/ssr-handler.server';
import { createRenderer } from '../../server/ssr/render.server';
import { inlineStylesheet } from '../../server/inline-stylesheet.server';
import { createServerSiteData } from '../../server/site-data.server';
import { toPublicConfig } from '../../server/config.server';
import { loadSiteContent } from '../../server/content/content.server';
import { createTestApp, testAssets } from '../support/test-app';

describe('renders beyond the slot limit', () => {
  it('are refused cheaply with a 503 and Retry-After while the slots are taken, and rendered once one is free', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let prepared = 0;
    const renderer = {
      async prepare() {
        prepared += 1;
        await gate;
        return { kind: 'redirect', status: 302, location: '/rendered' };
      },
      renderToBuffer: async () => Buffer.from(''),
    } as unknown as Renderer;
    const app = express().use(ssrHandler({ renderer, logger: pino({ level: 'silent' }), cachePolicy: createCachePolicy(0), slots: renderSlots(1, 0, 10) }));

    const first = request(app)
      .get('/a')
      .then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await request(app).get('/b');
    expect([refused.status, refused.headers['retry-after'], refused.headers['cache-control']]).toEqual([503, '1', 'no-store']);
    expect(prepared).toBe(1);
    open();
    expect((await first).status).toBe(302);
    expect((await request(app).get('/c')).status).toBe(302);
  });
});

describe('junk paths', () => {
  it('are answered from the not-found document while every render slot is taken, with no render and no 503', async () => {
    const site = await createTestApp();
    try {
      const logger = pino({ level: 'silent' });
      const real = createRenderer({
        publicConfig: toPublicConfig(site.config),
        manifest: testAssets.manifest,
        css: inlineStylesheet(testAssets).css,
        siteData: createServerSiteData(site.api, await loadSiteContent(site.config)),
        logger,
      });
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      let prepared = 0;
      const renderer: Renderer = {
        ...real,
        async prepare(url, signal, formState) {
          prepared += 1;
          if (url.endsWith('/pricing')) await gate;
          return real.prepare(url, signal, formState);
        },
      };
      const app = express().use(ssrHandler({ renderer, logger, cachePolicy: createCachePolicy(0), slots: renderSlots(1, 0, 10) }));
      const first = await request(app).get('/no-such-page');
      expect(first.status).toBe(404);
      const held = request(app)
        .get('/pricing')
        .then((res) => res);
      await new Promise((resolve) => setTimeout(resolve, 50));
      let junk: request.Response[];
      try {
        junk = await Promise.all(['/other-junk', '/PRICING/x', '/a/b/c'].map((path) => request(app).get(path)));
      } finally {
        open();
      }
      expect(junk.map((res) => res.status)).toEqual([404, 404, 404]);
      expect(junk.map((res) => res.headers.etag)).toEqual(junk.map(() => first.headers.etag));
      expect(prepared).toBe(2);
      expect((await held).status).toBe(200);
    } finally {
      await site.close();
    }
  });
});
