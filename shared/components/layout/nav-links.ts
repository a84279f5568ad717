import { services } from '../../site-paths';

export const serviceLinks = services.map((service) => ({ to: service.path, label: service.name }));

export const primaryLinks = [
  { to: '/blog', label: 'Blog' },
  { to: '/events/zoho-books-ahmedabad', label: 'Events' },
  { to: '/help', label: 'Help Center' },
] as const;

export const footerColumns = [
  {
    heading: 'Services',
    links: serviceLinks,
  },
  {
    heading: 'Resources',
    links: [
      { to: '/blog', label: 'Blog' },
      { to: '/help', label: 'Help Center' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/events/zoho-books-ahmedabad', label: 'Events' },
      { to: '/submitRequest', label: 'Submit a request' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/subscription-agreement', label: 'Subscription Agreement' },
    ],
  },
] as const;
