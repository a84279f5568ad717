import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';

export const handle: RouteHandle = {
  page: 'GettingStartedPage',
  meta: ({ config }) => ({
    title: pageTitle('Getting Started', config),
    description: 'Start here: how US incorporation works, who can incorporate, EINs, compliance after incorporation and US bank accounts for non-residents.',
    path: '/getting-started',
  }),
};

export function Component() {
  return (
    <section className="container section">
      <h1>Getting Started</h1>
    </section>
  );
}
