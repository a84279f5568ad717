import { Fragment } from 'react';
import { usePageLocation } from '../../page';
import { fillTokens, usePublicConfig } from '../../public-config';
import { pageTitle } from '../../meta/build-head';
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from '../../meta/json-ld';
import type { RouteHandle } from '../../meta/page-meta';
import { breadcrumbTrail, serviceFor } from './service-content';
import { ServiceHero } from './ServiceHero';
import { ServiceFeatures } from './ServiceFeatures';
import { ServiceFaq } from './ServiceFaq';
import { OtherServices } from './OtherServices';

export const handle: RouteHandle = {
  sheet: 'services',
  meta: ({ pathname, config }) => {
    const service = serviceFor(pathname);
    return {
      title: pageTitle(service.metaTitle, config),
      description: service.metaDescription,
      path: service.path,
      jsonLd: [serviceJsonLd(service, config), faqPageJsonLd(service.faqs, (text) => fillTokens(text, config)), breadcrumbJsonLd(config, breadcrumbTrail(service))],
    };
  },
};

export function Component() {
  const service = serviceFor(usePageLocation().pathname);
  const config = usePublicConfig();
  const fill = (text: string) => fillTokens(text, config);
  // The five paths share this component, so without the key an open FAQ answer would stay open on the next service.
  return (
    <Fragment key={service.path}>
      <ServiceHero service={service} fill={fill} />
      <ServiceFeatures service={service} fill={fill} />
      <ServiceFaq service={service} fill={fill} />
      <OtherServices current={service.path} fill={fill} />
    </Fragment>
  );
}
