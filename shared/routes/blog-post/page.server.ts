import { data } from 'react-router';
import { SiteDataError } from '../../data/site-data';
import type { BlogPost } from '../../data/site-data';
import { siteDataContext, type LoaderArgs } from '../../../server/ssr/route-context.server';

/** /blog/:id. A missing post (404) or a failing API host (502, 504) is returned with its status, so the page still says which it is. */
/** What a blog post's loader returns: the post, or why it cannot be shown. */
export type PostData = { kind: 'post'; post: BlogPost } | { kind: 'not-found' } | { kind: 'error'; message: string };

export async function loader({ params, context }: LoaderArgs) {
  try {
    return { kind: 'post', post: await context.get(siteDataContext).getPost(params.id ?? '') } satisfies PostData;
  } catch (error) {
    if (!(error instanceof SiteDataError)) throw error;
    if (error.kind === 'not-found') return data<PostData>({ kind: 'not-found' }, { status: 404 });
    return data<PostData>({ kind: 'error', message: error.message }, { status: error.httpStatus });
  }
}
