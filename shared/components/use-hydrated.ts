import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while the page hydrates (so hydration matches), true
 * from the render right after: React renders with the server's value while
 * hydrating, then again with the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
