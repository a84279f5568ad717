import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';

export const handle: RouteHandle = {
  page: 'PricingPage',
  meta: ({ config }) => ({
    title: pageTitle('Pricing', config),
    description: 'Transparent pricing for US company formation, tax returns, bookkeeping and CFO advisory. See exactly what each plan costs before you buy.',
    path: '/pricing',
  }),
};

export function Component() {
  return (
    <section className="container section">
      <h1>Pricing</h1>
    </section>
  );
}
