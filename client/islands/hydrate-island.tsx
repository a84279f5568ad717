import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PublicConfig } from '../../shared/public-config';
import type { IslandName } from '../../shared/islands/island-names';
import { islandIdPrefix, IslandRoot } from '../../shared/islands/IslandRoot';
import { islandModules } from './island-modules';

/**
 * Hydrates one island's marker as a root of its own, with the providers and useId prefix its markup was rendered with
 * on the server (shared/islands/Island.tsx); settles once its effects have run.
 */
export async function hydrateIsland(marker: HTMLElement, config: PublicConfig, modules = islandModules): Promise<void> {
  const name = marker.dataset.island as IslandName;
  const Component = await modules[name]();
  const props = JSON.parse(marker.dataset.props ?? '{}') as Record<string, unknown>;
  await new Promise<void>((resolve) => {
    // As a transition, hydration yields to input every few milliseconds instead of holding the main thread.
    startTransition(() => {
      hydrateRoot(
        marker,
        <IslandRoot config={config} onHydrated={resolve}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(name) },
      );
    });
  });
}
