import { Link } from '../../components/links';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { notFound } from '../../content/generated/not-found';

export const handle: RouteHandle = {
  sheet: 'site',
  meta: ({ config }) => ({
    title: pageTitle(notFound.title, config),
    description: notFound.description,
    noindex: true,
  }),
};

export function Component() {
  return (
    <section className="container section not-found">
      <h1 className="not-found__code">{notFound.code}</h1>
      <h2 className="not-found__title">{notFound.heading}</h2>
      <p>{notFound.text}</p>
      <Link to="/" className="button button--primary">
        {notFound.home}
      </Link>
    </section>
  );
}
