import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { SiteData } from '../../shared/data/site-data';
import type { RouteHandle } from '../../shared/meta/page-meta';
import { browserLocation, PageView, type LoaderArgs } from '../../shared/page';
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

/** A page module, or any component standing in for one. */
export interface TestPage {
  Component: ComponentType;
  loader?: (args: LoaderArgs) => unknown;
  handle?: RouteHandle;
}

interface RenderOptions {
  /** The SiteData the server gives the loader in its context (loaders that read site data need it). */
  data?: SiteData;
  config?: PublicConfig;
}

/**
 * Renders a page as the browser hydrates it: at `url`, with its loader already
 * run (the server's part), in the same PageView the app renders.
 */
export async function renderAt(url: string, page: TestPage, { data, config = testConfig }: RenderOptions = {}) {
  window.history.replaceState(null, '', url);
  const context = data ? { data } : undefined;
  const loaded = page.loader ? await page.loader({ request: new Request(window.location.href), params: {}, context }) : undefined;
  const match = { Component: page.Component, handle: page.handle, pathname: window.location.pathname, params: {}, data: loaded };
  return render(
    <PublicConfigContext.Provider value={config}>
      <PageView state={{ matches: [match], location: browserLocation() }} />
    </PublicConfigContext.Provider>,
  );
}
