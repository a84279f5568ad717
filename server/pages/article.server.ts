import type { Article } from '../../shared/data/site-data';
import { siteDataContext, type LoaderArgs } from '../ssr/route-context.server';

/** A help article, named by its path. */
export async function articleLoader({ request, context }: LoaderArgs): Promise<Article> {
  return context.get(siteDataContext).getArticle(new URL(request.url).pathname.slice(1));
}
