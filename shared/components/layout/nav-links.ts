export const serviceLinks = [
  { to: '/usa-company-formation', label: 'USA Company Formation' },
  { to: '/tax-return', label: 'Tax Return' },
  { to: '/bookkeeping', label: 'Bookkeeping' },
  { to: '/cfo-advisory', label: 'CFO Advisory' },
  { to: '/zoho-advisory', label: 'Zoho Advisory' },
] as const;

export const primaryLinks = [
  { to: '/blog', label: 'Blog' },
  { to: '/events/zoho-books-ahmedabad', label: 'Events' },
  { to: '/help', label: 'Help Center' },
] as const;

export const footerColumns = [
  {
    heading: 'Services',
    links: [
      { to: '/bookkeeping', label: 'Bookkeeping' },
      { to: '/cfo-advisory', label: 'CFO Advisory' },
      { to: '/tax-return', label: 'Tax Return' },
      { to: '/usa-company-formation', label: 'USA Company Formation' },
      { to: '/zoho-advisory', label: 'Zoho Advisory' },
    ],
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
