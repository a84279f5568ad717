import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';

export const handle: RouteHandle = {
  page: 'RefundHubPage',
  meta: ({ config }) => ({
    title: pageTitle('Refund and Pricing', config),
    description: 'Our refund policy, accepted payment methods, refund processing times and how to upgrade or change your service plan.',
    path: '/refund',
  }),
};

export function Component() {
  return (
    <section className="container section">
      <h1>Refund and Pricing</h1>
    </section>
  );
}
