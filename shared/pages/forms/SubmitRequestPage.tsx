import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';

export const handle: RouteHandle = {
  page: 'SubmitRequestPage',
  meta: ({ config }) => ({
    title: pageTitle('Submit a request', config),
    description: 'Send a question to our support team about tax filing, our client portal, company formation or anything else. We reply by e-mail.',
    path: '/submitRequest',
  }),
};

export function Component() {
  return (
    <section className="container section">
      <h1>Submit a request</h1>
    </section>
  );
}
