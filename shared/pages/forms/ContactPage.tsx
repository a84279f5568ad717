import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';

export const handle: RouteHandle = {
  page: 'ContactPage',
  meta: ({ config }) => ({
    title: pageTitle('Contact us', config),
    description: 'Get in touch with our team about bookkeeping, tax returns, CFO advisory or forming your US company. We usually reply within one business day.',
    path: '/contact',
  }),
};

export function Component() {
  return (
    <section className="container section">
      <h1>Contact us</h1>
    </section>
  );
}
