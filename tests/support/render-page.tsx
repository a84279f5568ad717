import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createStaticHandler, RouterContextProvider } from 'react-router';
import type { SiteData } from '../../shared/data/site-data';
import type { RouteHandle } from '../../shared/meta/page-meta';
import { browserLocation, PageView } from '../../shared/page';
import { PublicConfigContext, type PublicConfig } from '../../shared/public-config';
import { firmContext, siteDataContext, type LoaderArgs } from '../../server/ssr/route-context.server';
import { firmFor } from '../../server/people/firm.server';

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

/** A page module, or any component standing in for one, with the loader of its page.server.ts, if any. */
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

/** What the loader returns at `url`, run as the server runs it: by react-router's static handler, with the site data in the typed context. */
async function loaderData(url: string, loader: NonNullable<TestPage['loader']>, data: SiteData | undefined, config: PublicConfig): Promise<unknown> {
  const requestContext = new RouterContextProvider();
  requestContext.set(firmContext, firmFor(config.siteUrl));
  if (data) requestContext.set(siteDataContext, data);
  const answer = await createStaticHandler([{ id: 'page', path: '*', loader }]).query(new Request(url), { requestContext });
  if (answer instanceof Response) throw new Error(`the loader answered ${String(answer.status)}`);
  if (answer.errors) throw new Error('the loader failed', { cause: Object.values(answer.errors)[0] });
  return answer.loaderData.page;
}

/**
 * Renders a page as the browser hydrates it: at `url`, with its loader already
 * run (the server's part), in the same PageView the app renders.
 */
export async function renderAt(url: string, page: TestPage, { data, config = testConfig }: RenderOptions = {}) {
  window.history.replaceState(null, '', url);
  const loaded = page.loader ? await loaderData(window.location.href, page.loader, data, config) : undefined;
  const match = { Component: page.Component, handle: page.handle, pathname: window.location.pathname, params: {}, data: loaded };
  return render(
    <PublicConfigContext.Provider value={config}>
      <PageView state={{ matches: [match], location: browserLocation() }} />
    </PublicConfigContext.Provider>,
  );
}
