import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { createRoutes } from '../shared/routes';
import { hydrationDataId } from '../shared/components/document-context';
import type { HydrationPayload } from '../shared/hydration';
import { AppShell } from '../shared/components/AppShell';
import { startAnalytics } from './analytics';
import { revivedErrors } from './revive-errors';

async function hydrate(): Promise<void> {
  const script = document.getElementById(hydrationDataId);
  if (!script?.textContent) return;
  const raw = script.textContent;
  const payload = JSON.parse(raw) as HydrationPayload;
  const routes = createRoutes();

  // Matched lazy routes must be loaded before hydrating, or React renders a fallback first and the markup differs.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const routeModule = await (m.route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(m.route, { ...routeModule, lazy: undefined });
    }),
  );

  const router = createBrowserRouter(routes, {
    hydrationData: { ...payload.router, errors: revivedErrors(payload.router.errors) },
  });
  startAnalytics(payload.config.gaMeasurementId);
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole document (shorter tasks, lower blocking time).
  startTransition(() => {
    hydrateRoot(
      document,
      <AppShell config={payload.config} assets={{ cssHref: payload.cssHref, dataJson: raw, preloads: payload.preloads }}>
        <RouterProvider router={router} />
      </AppShell>,
    );
  });
}

void hydrate();
