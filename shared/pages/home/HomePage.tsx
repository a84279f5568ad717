import { pageTitle } from '../../meta/build-head';
import { organizationJsonLd, websiteJsonLd } from '../../meta/json-ld';
import type { RouteHandle } from '../../meta/page-meta';
import { Hero } from './Hero';
import { ServiceCards } from './ServiceCards';
import { PortalFeatures } from './PortalFeatures';
import { Testimonials } from './Testimonials';
import { ValueProps } from './ValueProps';
import { AppsSection } from './AppsSection';
import { HomeCtaBand } from './HomeCtaBand';

export const handle: RouteHandle = {
  meta: ({ config }) => ({
    title: pageTitle('Bookkeeping, tax and US company formation for founders', config),
    description: 'Outsourced bookkeeping, US tax returns, CFO advisory and USA company formation for founders everywhere, with published prices and a dedicated accountant.',
    path: '/',
    jsonLd: [organizationJsonLd(config), websiteJsonLd(config)],
  }),
};

export function Component() {
  return (
    <>
      <Hero />
      <ServiceCards />
      <PortalFeatures />
      <Testimonials />
      <ValueProps />
      <AppsSection />
      <HomeCtaBand />
    </>
  );
}
