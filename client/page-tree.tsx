import type { ReactElement } from 'react';
import { AppShell } from '../shared/components/AppShell';
import type { HydrationPayload } from '../shared/hydration';
import { fixedLocation, PageView, type LocationStore } from '../shared/page';
import { loadMatches } from '../shared/load-matches';
import { IslandModeContext, type IslandMode } from '../shared/islands/island-mode';

/**
 * The tree the browser hydrates, built from the page's data block and its
 * inline stylesheet alone: the
 * same PageView, from the same matched routes, that the server rendered. The
 * browser-render parity test renders this function's tree to prove it
 * matches the server's markup byte for byte.
 */
/** Islands hydrate as roots of their own (client/islands): the document's root leaves their markup alone. */
const islandMode: IslandMode = { kind: 'document' };

export async function pageTree(
  raw: string,
  css: string,
  addressBar: () => LocationStore,
  payload = JSON.parse(raw) as HydrationPayload,
): Promise<{ payload: HydrationPayload; tree: ReactElement }> {
  const location = payload.location ? fixedLocation(payload.location) : addressBar();
  const matches = await loadMatches(payload.matches);
  const assets = { css, iconsHref: payload.iconsHref, dataJson: raw };
  const tree = (
    <AppShell config={payload.config} assets={assets}>
      <IslandModeContext.Provider value={islandMode}>
        <PageView state={{ matches, location }} />
      </IslandModeContext.Provider>
    </AppShell>
  );
  return { payload, tree };
}
