import { SiteDataError } from '../../shared/data/site-data';
import { KeyReusedError } from '../storage/message-store.server';
import type { Config } from '../config.server';
import { getJsonWithRetry, requestJson, type HttpOptions } from './http-json.server';
import type { SiteApi, SubmitOptions } from './site-api';
import { toBlogPage, toPost } from './upstream-shapes.server';

/** The firm's API host: blog reads and form deliveries over HTTP, each bounded by a timeout. */
export function createUpstreamSiteApi(apiOrigin: string, upstream: Config['upstream']): SiteApi {
  const opts: HttpOptions = upstream;
  const post = async (path: string, body: unknown, submit: SubmitOptions = {}): Promise<void> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    // The API host can then store a retried submission once, as this server's own storage does.
    if (submit.idempotencyKey) headers['idempotency-key'] = submit.idempotencyKey;
    const response = await requestJson(`${apiOrigin}${path}`, { method: 'POST', body: JSON.stringify(body), headers }, opts).catch((error: unknown) => {
      // A 404 from the API host on a form post is a broken upstream, not a missing page.
      if (error instanceof SiteDataError && error.kind === 'not-found') throw new SiteDataError('upstream', 'HTTP error! status: 404', 404);
      // The host's word for a key already used for another message (the IETF Idempotency-Key draft's 422).
      if (error instanceof SiteDataError && error.status === 422 && submit.idempotencyKey) throw new KeyReusedError();
      throw error;
    });
    if (path === '/api/contact' && (response.body as { success?: unknown } | null)?.success !== true) {
      throw new SiteDataError('upstream', 'The API host did not confirm the message', 502);
    }
  };
  return {
    mode: 'upstream',
    async listPosts(page, limit) {
      const { body } = await getJsonWithRetry(`${apiOrigin}/api/blogs?page=${page}&limit=${limit}`, opts);
      return toBlogPage(apiOrigin, body);
    },
    async getPost(id) {
      const { body } = await getJsonWithRetry(`${apiOrigin}/api/blogs/${encodeURIComponent(id)}`, opts);
      return toPost(apiOrigin, body);
    },
    sendContact: (message, submit) => post('/api/contact', message, submit),
    submitQuery: (query, submit) => post('/api/contact/submit-query', query, submit),
    async ready() {
      try {
        await requestJson(`${apiOrigin}/api/blogs?page=1&limit=1`, { method: 'GET' }, { ...opts, timeoutMs: Math.min(opts.timeoutMs, 2000) });
        return true;
      } catch (error) {
        return error instanceof SiteDataError && error.kind !== 'unavailable';
      }
    },
    async close() {},
  };
}
