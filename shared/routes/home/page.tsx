import { meta } from '../../content/generated/home';
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
import { ToolsPanel } from '../../components/ToolsPanel';

export const handle: RouteHandle = {
  sheet: 'marketing',
  meta: ({ config }) => ({
    title: pageTitle(meta.title, config),
    description: meta.description,
    path: '/',
    jsonLd: [organizationJsonLd(config), websiteJsonLd(config)],
  }),
};

export function Component() {
  return (
    <>
      <Hero />
      <ServiceCards />
      <div className="container">
        <ToolsPanel />
      </div>
      <PortalFeatures />
      <Testimonials />
      <ValueProps />
      <AppsSection />
      <HomeCtaBand />
    </>
  );
}
