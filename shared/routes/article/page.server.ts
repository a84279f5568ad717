import type { Article } from '../../data/site-data';
import type { Byline } from '../../people/byline';
import { firmContext, siteDataContext, type LoaderArgs } from '../../../server/ssr/route-context.server';

/** A help article, named by its path, with its byline resolved against the people this site may show. */
export async function loader({ request, context }: LoaderArgs): Promise<Omit<Article, 'bylineRef'> & { byline: Byline | null }> {
  const { bylineRef, ...article } = await context.get(siteDataContext).getArticle(new URL(request.url).pathname.slice(1));
  return { ...article, byline: context.get(firmContext).byline(bylineRef) };
}
