import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';

export const handle: RouteHandle = {
  page: 'EventPage',
  meta: ({ config }) => ({
    title: pageTitle('US Incorporation & Zoho Books Event, Ahmedabad', config),
    description: 'Recap of our 3 September 2025 event in Ahmedabad on US incorporation, Zoho Books and Zoho Payroll: live demos, client stories and Q&A.',
    path: '/events/zoho-books-ahmedabad',
  }),
};

export function Component() {
  return (
    <section className="container section">
      <h1>US Incorporation & Zoho Books Event, Ahmedabad</h1>
    </section>
  );
}
