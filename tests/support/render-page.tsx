import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { PublicConfigContext, type PublicConfig } from '../../shared/public-config';

export const testConfig: PublicConfig = {
  siteName: 'Ledgerline',
  productName: 'Ledgerline Portal',
  siteUrl: 'https://www.example.com',
  appOrigin: 'https://app.example.com',
  contactEmail: 'hello@example.com',
  socials: {
    facebook: 'https://facebook.com/x',
    instagram: 'https://instagram.com/x',
    linkedin: 'https://linkedin.com/company/x',
    twitter: 'https://x.com/x',
  },
};

/** Renders a component or route tree inside a memory router with the public config provided. */
export function renderWithRouter(routes: RouteObject[], initialEntries: string[] = ['/'], config: PublicConfig = testConfig) {
  const router = createMemoryRouter(routes, { initialEntries });
  const utils = render(
    <PublicConfigContext.Provider value={config}>
      <RouterProvider router={router} />
    </PublicConfigContext.Provider>,
  );
  return { router, ...utils };
}
