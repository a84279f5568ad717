import type { LegalDocument } from '../../data/site-data';
import { siteDataContext, type LoaderArgs } from '../../../server/ssr/route-context.server';

/** A legal page, named by its path. */
export async function loader({ request, context }: LoaderArgs): Promise<LegalDocument> {
  return context.get(siteDataContext).getLegal(new URL(request.url).pathname.slice(1));
}
