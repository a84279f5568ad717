import { SiteDataError, type BlogPage } from '../../shared/data/site-data';
import { withSharedReads } from '../../server/site-api/shared-reads.server';
import type { SiteApi } from '../../server/site-api/site-api';

/** An API host stand-in whose reads each take a tick and succeed or fail as told, counting every call. */
function countingApi(outcome: { fail: boolean }) {
  const calls: string[] = [];
  const api = {
    mode: 'upstream',
    listPosts: async (page: number, limit: number): Promise<BlogPage> => {
      calls.push(`posts ${page} ${limit}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (outcome.fail) throw new SiteDataError('unavailable', 'down', 502);
      return { blogs: [], total: 0 } as unknown as BlogPage;
    },
    getPost: async (id: string) => {
      calls.push(`post ${id}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new SiteDataError('not-found', 'no post', 404);
    },
  } as unknown as SiteApi;
  return { api, calls };
}

describe('reads of the API host', () => {
  it('identical reads in flight share one call, whether it succeeds or fails; different ones do not', async () => {
    const outcome = { fail: false };
    const { api, calls } = countingApi(outcome);
    const shared = withSharedReads(api);
    await Promise.all([...Array.from({ length: 100 }, () => shared.listPosts(1, 7)), shared.listPosts(2, 7)]);
    expect(calls).toEqual(['posts 1 7', 'posts 2 7']);
    outcome.fail = true;
    const settled = await Promise.allSettled(Array.from({ length: 100 }, () => shared.listPosts(1, 7)));
    expect(settled.every((result) => result.status === 'rejected')).toBe(true);
    expect(calls).toHaveLength(3);
  });

  it('a failure answers the same read for a short while, then the host is asked again', async () => {
    let clock = 0;
    const { api, calls } = countingApi({ fail: true });
    const shared = withSharedReads(api, 2_000, () => clock);
    await expect(shared.getPost('gone')).rejects.toThrow('no post');
    clock = 1_999;
    await expect(shared.getPost('gone')).rejects.toThrow('no post');
    expect(calls).toEqual(['post gone']);
    clock = 2_000;
    await expect(shared.getPost('gone')).rejects.toThrow('no post');
    expect(calls).toEqual(['post gone', 'post gone']);
  });

  it('a success is not kept: the next read after it asks again', async () => {
    const { api, calls } = countingApi({ fail: false });
    const shared = withSharedReads(api);
    await shared.listPosts(1, 7);
    await shared.listPosts(1, 7);
    expect(calls).toHaveLength(2);
  });
});
