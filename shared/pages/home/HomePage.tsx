import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';

export const handle: RouteHandle = {
  page: 'HomePage',
  meta: ({ config }) => ({
    title: pageTitle('Bookkeeping, tax and US company formation for founders', config),
    description: 'Outsourced bookkeeping, US tax returns, CFO advisory and USA company formation for founders everywhere, with fixed prices and a dedicated accountant.',
    path: '/',
  }),
};

export function Component() {
  return (
    <section className="container section">
      <h1>Bookkeeping, tax and US company formation for founders</h1>
    </section>
  );
}
