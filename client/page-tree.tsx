import type { ReactElement } from 'react';
import { createRoutes } from '../shared/routes';
import type { HydrationPayload } from '../shared/hydration';
import { AppShell } from '../shared/components/AppShell';
import type { LocationStore } from './router/location-store';
import { pageMatches } from './router/page-matches';
import { PageRoutes } from './router/page-routes';

/**
 * The tree the browser hydrates, built from the page's data block alone. The
 * browser-render parity test renders this same function's tree to prove it
 * matches the server's markup byte for byte.
 */
export async function pageTree(raw: string, location: LocationStore): Promise<{ payload: HydrationPayload; tree: ReactElement }> {
  const payload = JSON.parse(raw) as HydrationPayload;
  const state = {
    matches: await pageMatches(createRoutes(), payload.router.matches),
    loaderData: payload.router.loaderData,
    location,
  };
  const assets = { cssHref: payload.cssHref, iconsHref: payload.iconsHref, dataJson: raw, preloads: payload.preloads };
  const tree = (
    <AppShell config={payload.config} assets={assets}>
      <PageRoutes state={state} />
    </AppShell>
  );
  return { payload, tree };
}
