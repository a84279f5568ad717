import { useState, type ReactNode } from 'react';
import { browserLocation } from './browser-location';
import { fixedLocation, type PageLocation } from './location-store';
import { PageStateContext } from './page-state';

/**
 * Gives an island the page hooks that read or rewrite the location (useSearchParams, useReplaceSearch): the address
 * bar in the browser, the location the server rendered on the server (the same, since the page is served at its
 * canonical address). An island has no page data: its props carry what it needs.
 */
export function IslandLocation({ location, children }: { location: PageLocation; children: ReactNode }) {
  const [state] = useState(() => ({ matches: [], location: typeof window === 'undefined' ? fixedLocation(location) : browserLocation() }));
  return <PageStateContext.Provider value={state}>{children}</PageStateContext.Provider>;
}
