import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createRoutes } from '../shared/routes';
import { hydrationDataId } from '../shared/components/document-context';
import type { HydrationPayload } from '../shared/hydration';
import { AppShell } from '../shared/components/AppShell';
import { startAnalytics } from './analytics';
import { browserLocation } from './router/location-store';
import { pageMatches } from './router/page-matches';
import { PageRoutes } from './router/page-routes';

async function hydrate(): Promise<void> {
  const script = document.getElementById(hydrationDataId);
  if (!script?.textContent) return;
  const raw = script.textContent;
  const payload = JSON.parse(raw) as HydrationPayload;
  const state = {
    matches: await pageMatches(createRoutes(), payload.router.matches),
    loaderData: payload.router.loaderData,
    location: browserLocation(),
  };
  startAnalytics(payload.config.gaMeasurementId);
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole document (shorter tasks, lower blocking time).
  startTransition(() => {
    hydrateRoot(
      document,
      <AppShell config={payload.config} assets={{ cssHref: payload.cssHref, dataJson: raw, preloads: payload.preloads }}>
        <PageRoutes state={state} />
      </AppShell>,
    );
  });
}

void hydrate();
