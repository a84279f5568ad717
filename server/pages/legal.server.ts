import type { LegalDocument } from '../../shared/data/site-data';
import { siteDataContext, type LoaderArgs } from '../ssr/route-context.server';

/** A legal page, named by its path. */
export async function legalLoader({ request, context }: LoaderArgs): Promise<LegalDocument> {
  return context.get(siteDataContext).getLegal(new URL(request.url).pathname.slice(1));
}
