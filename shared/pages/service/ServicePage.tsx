import { useLocation } from 'react-router';
import { servicePages } from '../../content/services';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';

function serviceFor(pathname: string) {
  const service = servicePages.find((s) => s.path === pathname);
  if (!service) throw new Error(`No service page for ${pathname}`);
  return service;
}

export const handle: RouteHandle = {
  page: 'ServicePage',
  meta: ({ pathname, config }) => {
    const service = serviceFor(pathname);
    return { title: pageTitle(service.metaTitle, config), description: service.metaDescription, path: service.path };
  },
};

export function Component() {
  const service = serviceFor(useLocation().pathname);
  return (
    <section className="container section">
      <h1>{service.heading}</h1>
    </section>
  );
}
