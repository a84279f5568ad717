import type { Article } from '../../data/site-data';
import { siteDataContext, type LoaderArgs } from '../../../server/ssr/route-context.server';

/** A help article, named by its path. */
export async function loader({ request, context }: LoaderArgs): Promise<Article> {
  return context.get(siteDataContext).getArticle(new URL(request.url).pathname.slice(1));
}
