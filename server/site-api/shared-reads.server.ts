import type { SiteApi } from './site-api';

/** How long a failed read of the API host answers identical reads before the host is asked again. */
export const failedReadReuseMs = 1_000;

/**
 * Identical reads of the API host in flight at once share one fetch, and a
 * failed read answers every identical read for `failureMs` more without asking
 * again: a host that is down or slow to fail is asked once per URL, not once
 * per visitor (100 concurrent visitors made 67 calls). A success is not kept:
 * the response cache keeps the answers built from it.
 */
export function withSharedReads(api: SiteApi, failureMs = failedReadReuseMs, now: () => number = Date.now): SiteApi {
  const reads = new Map<string, { promise: Promise<unknown>; failedAt?: number }>();

  function share<T>(key: string, read: () => Promise<T>): Promise<T> {
    const current = reads.get(key);
    if (current && (current.failedAt === undefined || now() - current.failedAt < failureMs)) return current.promise as Promise<T>;
    const entry: { promise: Promise<T>; failedAt?: number } = { promise: read() };
    reads.set(key, entry);
    const forget = () => {
      if (reads.get(key) === entry) reads.delete(key);
    };
    entry.promise.then(forget, () => {
      entry.failedAt = now();
      setTimeout(forget, failureMs).unref();
    });
    return entry.promise;
  }

  return {
    ...api,
    listPosts: (page, limit) => share(`posts ${page} ${limit}`, () => api.listPosts(page, limit)),
    getPost: (id) => share(`post ${id}`, () => api.getPost(id)),
  };
}
