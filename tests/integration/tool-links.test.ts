import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { related, tools } from '../../shared/content/generated/tools';
import { compileContent, type CompiledContent } from '../../server/content/compile/compile-content.server';
import { formatIssue } from '../../server/content/compile/issues.server';
import { toolsByIds } from '../../shared/tools/related-tools';
import { paths } from '../../shared/site-paths';

/** Each related-tools region of a page: its name (the heading it is labelled by) and the links of its cards. */
function relatedToolRegions(html: string): Array<{ name: string; links: string[] }> {
  return [...html.matchAll(/<section class="related-tools[^"]*" aria-labelledby="([^"]+)"><h2 id="([^"]+)"[^>]*>([^<]+)<\/h2>([\s\S]*?)<\/section>/g)].map((m) => ({
    name: m[1] === m[2] ? (m[3] ?? '') : '',
    links: [...(m[4] ?? '').matchAll(/<a [^>]*href="([^"]+)"/g)].map((link) => link[1] ?? ''),
  }));
}

describe('the tools are linked where they are needed', () => {
  let t: TestApp;
  let content: CompiledContent;
  beforeAll(async () => {
    t = await createTestApp();
    const compiled = await compileContent(path.resolve('content'));
    if (!compiled.ok) throw new Error(compiled.issues.map(formatIssue).join('\n'));
    content = compiled.content;
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

  it('the Delaware franchise tax post and the formation page link the estimator from a named region, the post after its first section', async () => {
    const estimator = tools.find((tool) => tool.path === paths.franchiseTax);
    expect(estimator).toBeDefined();
    for (const page of ['/blog/delaware-franchise-tax-explained', '/usa-company-formation']) {
      const html = (await request(t.app).get(page)).text;
      const regions = relatedToolRegions(html);
      expect([page, regions.length, regions[0]?.name]).toEqual([page, 1, related.many]);
      expect([page, regions[0]?.links]).toEqual([page, expect.arrayContaining([estimator?.path])]);
    }
    const post = (await request(t.app).get('/blog/delaware-franchise-tax-explained')).text;
    const headings = [...post.matchAll(/<h2[\s>]/g)].map((m) => m.index);
    const region = post.indexOf('<section class="related-tools');
    // The prose's first <h2>, the region's own, then the prose's second.
    expect(headings.filter((at) => at < region)).toHaveLength(1);
  });

  it('every article, post, service page and pricing shows a link to each tool its content names, in that order', async () => {
    const pages = [
      ...content.articles.map((doc) => ({ path: doc.meta.path, ids: doc.meta.tools })),
      ...content.posts.map((doc) => ({ path: `/blog/${doc.meta.id}`, ids: doc.meta.tools })),
      ...content.services.map((service) => ({ path: service.path, ids: service.tools })),
      { path: paths.pricing, ids: content.pricing.tools.ids },
    ];
    expect(pages.filter((page) => page.ids.length).length).toBeGreaterThan(3);
    for (const page of pages) {
      const html = (await request(t.app).get(page.path)).text;
      const expected = page.ids.length ? [toolsByIds(tools, page.ids).map((tool) => tool.path)] : [];
      expect([page.path, relatedToolRegions(html).map((region) => region.links)]).toEqual([page.path, expected]);
    }
  });
});
