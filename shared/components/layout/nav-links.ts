import { paths, servicePaths, type PageKey } from '../../site-paths';
import { footer, pageNames, serviceNames } from '../../content/generated/site';
import { tools } from '../../content/generated/tools';

const linkTo = (key: PageKey) => ({ to: paths[key] as string, label: pageNames[key] });

export const serviceLinks = servicePaths.map((path) => ({ to: path, label: serviceNames[path] }));

/** After the services in the Services menu: the free tools, which lead to them. */
export const toolsLink = linkTo('tools');

export const primaryLinks = [linkTo('blog'), linkTo('event'), linkTo('help'), linkTo('about')];

export const footerColumns = [
  { heading: footer.columns.services, links: serviceLinks },
  // The tools hub's own list (content/tools.yaml): a tool added there is linked here too.
  { heading: footer.columns.tools, links: tools.map((tool) => ({ to: tool.path, label: tool.title })) },
  { heading: footer.columns.resources, links: [linkTo('about'), linkTo('blog'), linkTo('help'), linkTo('pricing'), linkTo('event'), linkTo('submitRequest')] },
  // Cookie settings joins the legal links when analytics is configured (Footer.tsx).
  { heading: footer.columns.legal, links: [linkTo('privacyPolicy'), linkTo('subscriptionAgreement')], cookieSettings: true },
];
