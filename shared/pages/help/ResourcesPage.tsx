import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';

export const handle: RouteHandle = {
  page: 'ResourcesPage',
  meta: ({ config }) => ({
    title: pageTitle('Resources', config),
    description: 'Guides on choosing a company type, a state of incorporation, restrictions and requirements, and a company name for your US business.',
    path: '/resources',
  }),
};

export function Component() {
  return (
    <section className="container section">
      <h1>Resources</h1>
    </section>
  );
}
