import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';

export const handle: RouteHandle = {
  page: 'HelpPage',
  meta: ({ config }) => ({
    title: pageTitle('Help Center', config),
    description: 'Answers about US incorporation, company types, states, restrictions, refunds and payments, plus a way to reach our support team.',
    path: '/help',
  }),
};

export function Component() {
  return (
    <section className="container section">
      <h1>Help Center</h1>
    </section>
  );
}
