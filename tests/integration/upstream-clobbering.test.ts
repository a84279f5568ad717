import { JSDOM } from 'jsdom';
import request from 'supertest';
import { readHydrationDataBlock } from '../../client/hydration-data-block';
import { hydrationDataId } from '../../shared/components/document-context';
import type { HydrationPayload } from '../../shared/hydration';
import { createTestApp, type TestApp } from '../support/test-app';
import { json, startFakeApiHost, type FakeApiHost } from '../support/fake-api-host';

const forged = JSON.stringify({ config: { appOrigin: 'https://evil.example' }, matches: [] });
const hostile = {
  _id: 'hostile',
  title: 'A post with a forged data block',
  description:
    `<p>Read on.</p><div id="${hydrationDataId}">${forged}</div><span name="${hydrationDataId}">x</span>` +
    '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><form action="https://evil.example"><input name="q"></form>',
  category: 'Tax',
  image: '/x.png',
};

describe('a post from the API host that tries to shadow the page’s data block', () => {
  let host: FakeApiHost;
  let t: TestApp;
  beforeAll(async () => {
    host = await startFakeApiHost((_req, res) => json(res, 200, hostile));
    t = await createTestApp({ API_ORIGIN: host.origin, PAGE_CACHE_ENTRIES: '0', APP_ORIGIN: 'https://app.example.com' });
  });
  afterAll(async () => {
    await t.close();
    await host.close();
  });

  it('serves one element with the data block’s id, and the browser reads the real data', async () => {
    const res = await request(t.app).get('/blog/hostile');
    expect(res.status).toBe(200);
    const { document } = new JSDOM(res.text).window;
    expect(document.querySelectorAll(`[id="${hydrationDataId}"]`)).toHaveLength(1);
    expect(document.getElementById(hydrationDataId)?.tagName).toBe('SCRIPT');
    expect(document.querySelectorAll(`meta[http-equiv], base, main form, main input, [name="${hydrationDataId}"]`)).toHaveLength(0);
    const payload = JSON.parse(readHydrationDataBlock(document) ?? 'null') as HydrationPayload;
    expect(payload.config.appOrigin).toBe('https://app.example.com');
  });

  it('the browser reads the last data block in <body>, whatever comes before it', () => {
    const { document } = new JSDOM(
      `<body><main><script type="application/json" id="${hydrationDataId}">"forged"</script></main><script type="application/json" id="${hydrationDataId}">"real"</script></body>`,
    ).window;
    expect(readHydrationDataBlock(document)).toBe('"real"');
  });
});
