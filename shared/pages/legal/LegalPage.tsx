import { usePageData, type LoaderArgs } from '../../page';
import { siteData } from '../../data/loader-data';
import type { LegalDocument } from '../../data/site-data';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { legalUpdated } from '../../content/generated/site';

export async function loader({ request, context }: LoaderArgs): Promise<LegalDocument> {
  return siteData(context).getLegal(new URL(request.url).pathname.slice(1));
}

export const handle: RouteHandle = {
  page: 'LegalPage',
  meta: ({ data, config }) => {
    const doc = data as LegalDocument;
    return { title: pageTitle(doc.title, config), description: doc.description, path: `/${doc.slug}` };
  },
};

export function Component() {
  const doc = usePageData() as LegalDocument;
  return (
    <article className="container section narrow legal">
      <h1>{doc.title}</h1>
      <p className="byline">
        {legalUpdated} <time dateTime={doc.updated}>{doc.updatedLabel}</time>
      </p>
      <div className="prose" dangerouslySetInnerHTML={{ __html: doc.html }} />
    </article>
  );
}
