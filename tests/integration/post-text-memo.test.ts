import request from 'supertest';
import { blogPageSize } from '../../shared/blog/blog-rules';
import { deepestListPage } from '../../shared/blog/posts-through-page';
import { SiteDataError, type BlogPost } from '../../shared/data/site-data';
import type { SiteApi } from '../../server/site-api/site-api';
import { createTestApp, type TestApp } from '../support/test-app';

// More posts than the deepest no-JavaScript page shows, each with a body of its own.
const posts: BlogPost[] = Array.from({ length: deepestListPage * blogPageSize + 10 }, (_, i) => ({
  _id: `post-${i + 1}`,
  title: `Post ${i + 1}`,
  description: `<p>Post ${i + 1}: ${'a paragraph about bookkeeping &amp; tax. '.repeat(30)}</p>`,
  category: 'Tax',
  image: '',
  date: '2026-01-01',
}));
const bodies = new Set(posts.map((post) => post.description));

// Every HTML html-to-text's converter is given, as the product compiles it (server/content/html-to-text.server.ts).
const mockConverted = new Set<string>();
jest.mock('html-to-text', () => {
  const actual = jest.requireActual<typeof import('html-to-text')>('html-to-text');
  return {
    ...actual,
    compile: (...args: Parameters<typeof actual.compile>) => {
      const convert = actual.compile(...args);
      return (html: string) => {
        mockConverted.add(html);
        return convert(html);
      };
    },
  };
});

const api: SiteApi = {
  mode: 'embedded',
  listPosts: async (page, limit) => ({ blogs: posts.slice((page - 1) * limit, page * limit), pages: Math.ceil(posts.length / limit) }),
  getPost: async (id) => {
    const post = posts.find((p) => p._id === id);
    if (!post) throw new SiteDataError('not-found', 'Blog post not found', 404);
    return post;
  },
  sendContact: async () => {},
  submitQuery: async () => {},
  ready: async () => true,
  close: async () => {},
};

/** How many post bodies were turned into text meanwhile. */
async function bodiesTurnedIntoText(run: () => Promise<unknown>): Promise<number> {
  mockConverted.clear();
  await run();
  return [...mockConverted].filter((html) => bodies.has(html)).length;
}

describe('the plain text of post bodies, remembered between renders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAGE_CACHE_ENTRIES: '0' }, { api });
  });
  afterAll(() => t.close());

  // The deepest page turns each of its 147 bodies into text: with too little room for them, each render pushed out its own,
  // and every render of the page, and of the feed after it, converted every body again.
  it('renders the deepest blog page again without converting its posts again', async () => {
    const path = `/blog?page=${deepestListPage}`;
    expect(await bodiesTurnedIntoText(() => request(t.app).get(path).expect(200))).toBe(deepestListPage * blogPageSize);
    expect(await bodiesTurnedIntoText(() => request(t.app).get(path).expect(200))).toBe(0);
    expect(await bodiesTurnedIntoText(() => request(t.app).get('/rss.xml').expect(200))).toBe(0);
  });
});
