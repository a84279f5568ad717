import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { tools } from '../../shared/content/generated/tools';

describe('the tools are linked where they are needed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every page’s footer lists each tool of the hub’s list, and each link answers', async () => {
    for (const page of ['/', '/pricing', '/tax-return', '/blog']) {
      const html = (await request(t.app).get(page)).text;
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
      const column = /<nav aria-label="Free tools"[\s\S]*?<\/nav>/.exec(footer)?.[0] ?? '';
      const links = [...column.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
      expect([page, links]).toEqual([page, tools.map((tool) => [tool.path, tool.title])]);
    }
    for (const tool of tools) expect([tool.path, (await request(t.app).get(tool.path)).status]).toEqual([tool.path, 200]);
  });
});
