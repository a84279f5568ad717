import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createCachePolicy } from '../../server/http/cache-policy.server';
import type { Renderer } from '../../server/ssr/render.server';
import { renderSlots } from '../../server/ssr/render-slots.server';
import { ssrHandler } from '../../server/ssr/ssr-handler.server';

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

    const first = request(app).get('/a').then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await request(app).get('/b');
    expect([refused.status, refused.headers['retry-after'], refused.headers['cache-control']]).toEqual([503, '1', 'no-store']);
    expect(prepared).toBe(1);
    open();
    expect((await first).status).toBe(302);
    expect((await request(app).get('/c')).status).toBe(302);
  });
});
