import { pages, services, type PageKey } from '../../site-paths';
import { footer, pageNames, serviceNames } from '../../content/generated/site';

const linkTo = (key: PageKey) => ({ to: pages[key].path, label: pageNames[key] });

export const serviceLinks = services.map((service) => ({ to: service.path, label: serviceNames[service.path] }));

/** After the services in the Services menu: the free tools, which lead to them. */
export const toolsLink = linkTo('tools');

export const primaryLinks = [linkTo('blog'), linkTo('event'), linkTo('help')];

export const footerColumns = [
  { heading: footer.columns.services, links: serviceLinks },
  { heading: footer.columns.resources, links: [linkTo('blog'), linkTo('help'), linkTo('pricing'), linkTo('event'), linkTo('submitRequest')] },
  // Cookie settings joins the legal links when analytics is configured (Footer.tsx).
  { heading: footer.columns.legal, links: [linkTo('privacyPolicy'), linkTo('subscriptionAgreement')], cookieSettings: true },
];
