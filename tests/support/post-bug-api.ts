import type { SiteApi } from '../../server/site-api/site-api';

/** An API host whose post reads fail with a programming error (not an HTTP failure), as a bug in a loader would. */
export function apiWithBuggyPosts(bug: Error): SiteApi {
  return {
    mode: 'upstream',
    listPosts: async () => ({ blogs: [], pages: 1 }),
    getPost: async () => {
      throw bug;
    },
    sendContact: async () => {},
    submitQuery: async () => {},
    ready: async () => true,
    close: async () => {},
  };
}
