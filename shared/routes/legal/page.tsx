import type { loader } from './page.server';
import { usePageData, type RouteData } from '../../page';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { legalUpdated } from '../../content/generated/site';

export const handle: RouteHandle<RouteData<typeof loader>> = {
  sheet: 'help',
  meta: ({ data: doc, config }) => {
    return { title: pageTitle(doc.title, config), description: doc.description, path: `/${doc.slug}` };
  },
};

export function Component() {
  const doc = usePageData<typeof loader>();
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
