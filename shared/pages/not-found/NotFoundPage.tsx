import { Link } from '../../components/links';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';

export const handle: RouteHandle = {
  meta: ({ config }) => ({
    title: pageTitle('404: Page not found', config),
    description: 'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
    noindex: true,
  }),
};

export function Component() {
  return (
    <section className="container section not-found">
      <h1 className="not-found__code">404</h1>
      <h2 className="not-found__title">Oops! Page Not Found</h2>
      <p>The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.</p>
      <Link to="/" className="button button--primary">
        Go to Homepage
      </Link>
    </section>
  );
}
