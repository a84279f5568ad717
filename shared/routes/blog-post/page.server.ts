import { data } from 'react-router';
import { SiteDataError } from '../../data/site-data';
import type { BlogPost } from '../../data/site-data';
import { firmContext, siteDataContext, type LoaderArgs } from '../../../server/ssr/route-context.server';
import type { Byline } from '../../people/byline';
import { postText } from '../../../server/content/html-to-text.server';
import { metaDescription } from '../../meta/build-head';

/** What a blog post's loader returns: the post and its meta description (plain text, read here so no converter reaches the browser), or why it cannot be shown. */
export type PostData = { kind: 'post'; post: Omit<BlogPost, 'bylineRef'>; description: string; byline: Byline | null } | { kind: 'not-found' } | { kind: 'error'; message: string };

/** /blog/:id. A missing post (404) or a failing API host (502, 504) is returned with its status, so the page still says which it is. */
export async function loader({ params, context }: LoaderArgs) {
  try {
    const { bylineRef, ...post } = await context.get(siteDataContext).getPost(params.id ?? '');
    return { kind: 'post', post, description: metaDescription(postText(post.description)), byline: context.get(firmContext).byline(bylineRef) } satisfies PostData;
  } catch (error) {
    if (!(error instanceof SiteDataError)) throw error;
    if (error.kind === 'not-found') return data<PostData>({ kind: 'not-found' }, { status: 404 });
    return data<PostData>({ kind: 'error', message: error.message }, { status: error.httpStatus });
  }
}
