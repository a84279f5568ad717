import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createCachePolicy } from '../../server/http/cache-policy.server';
import type { Renderer } from '../../server/ssr/render.server';
import { renderSlots } from '../../server/ssr/render-slots.server';
import { ssrHandler } from '../../server/ssr/ssr-handler.server';
import { createRenderer } from '../../server/ssr/render.server';
import { inlineStylesheets } from '../../server/inline-stylesheet.server';
import { createServerSiteData } from '../../server/site-data.server';
import { createFormSubmitter } from '../../server/forms/form-submitter.server';
import { toPublicConfig } from '../../server/config.server';
import { loadSiteContent } from '../../server/content/content.server';
import { createTestApp, testAssets } from '../support/test-app';

/** A page as the renderer prepares it, without react-router: what the handler reads of it. */
const page = { kind: 'page', status: 200, noStore: true, notFound: false, context: {} };

describe('renders beyond the slot limit', () => {
  it('are refused cheaply with a 503 and Retry-After while the slots are taken, and rendered once one is free', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let rendered = 0;
    const renderer = {
      prepare: async () => page,
      async renderToBuffer() {
        rendered += 1;
        await gate;
        return Buffer.from('<p>rendered</p>');
      },
      routes: [],
    } as unknown as Renderer;
    const app = express().use(ssrHandler({ renderer, logger: pino({ level: 'silent' }), cachePolicy: createCachePolicy(0), slots: renderSlots(1, 0, 10) }));

    const first = request(app)
      .get('/a')
      .then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await request(app).get('/b');
    expect([refused.status, refused.headers['retry-after'], refused.headers['cache-control']]).toEqual([503, '1', 'no-store']);
    expect(rendered).toBe(1);
    open();
    expect((await first).status).toBe(200);
    expect((await request(app).get('/c')).status).toBe(200);
  });

  it('are not taken by loaders waiting on the API host: a page that needs nothing from it renders at once', async () => {
    let open!: () => void;
    const hangingHost = new Promise<void>((resolve) => (open = resolve));
    const renderer = {
      async prepare(request: Request) {
        if (request.url.includes('/blog/')) await hangingHost;
        return page;
      },
      renderToBuffer: async () => Buffer.from('<p>rendered</p>'),
      routes: [],
    } as unknown as Renderer;
    const app = express().use(ssrHandler({ renderer, logger: pino({ level: 'silent' }), cachePolicy: createCachePolicy(0), slots: renderSlots(1, 8, 1_000) }));
    const waiting = ['/blog/a', '/blog/b', '/blog/c'].map((path) =>
      request(app)
        .get(path)
        .then((res) => res.status),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      expect((await request(app).get('/contact')).status).toBe(200);
    } finally {
      open();
    }
    expect(await Promise.all(waiting)).toEqual([200, 200, 200]);
  });
});

describe('junk paths', () => {
  it('are answered from the not-found document while every render slot is taken, with no render and no 503', async () => {
    const site = await createTestApp();
    try {
      const logger = pino({ level: 'silent' });
      const content = await loadSiteContent(site.config);
      const real = createRenderer({
        publicConfig: toPublicConfig(site.config),
        manifest: testAssets.manifest,
        cssFor: inlineStylesheets(testAssets).forPage,
        siteData: createServerSiteData(site.api, content),
        forms: createFormSubmitter(site.api, site.config.productName),
        articlePaths: content.articles.paths(),
        logger,
      });
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      let prepared = 0;
      const renderer: Renderer = {
        ...real,
        async prepare(request, refusedPost) {
          prepared += 1;
          return real.prepare(request, refusedPost);
        },
        // /pricing holds the only slot while it renders.
        async renderToBuffer(ready) {
          if (ready.status === 200) await gate;
          return real.renderToBuffer(ready);
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
