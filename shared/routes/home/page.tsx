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
import { usePageData } from '../../page';
import type { loader } from './page.server';

export const handle: RouteHandle = {
  sheet: 'home',
  meta: ({ config }) => ({
    title: pageTitle(meta.title, config),
    description: meta.description,
    path: '/',
    jsonLd: [organizationJsonLd(config), websiteJsonLd(config)],
  }),
};

export function Component() {
  const { reviews } = usePageData<typeof loader>();
  return (
    <>
      <Hero />
      <ServiceCards />
      <div className="container">
        <ToolsPanel />
      </div>
      <PortalFeatures />
      <Testimonials reviews={reviews} />
      <ValueProps />
      <AppsSection />
      <HomeCtaBand />
    </>
  );
}
