import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandName } from '../../shared/islands/island-names';
import { islandFiles } from '../../shared/islands/island-files';
import { islandIdPrefix, IslandRoot, type IslandContext } from '../../shared/islands/IslandRoot';
import { replayTypedValues, typedValues } from './typed-before-hydration';

type IslandComponent = ComponentType<Record<string, unknown>>;

/** The island's component from its group's module, whose address the server wrote first on its marker. */
async function componentFromChunk(marker: HTMLElement): Promise<IslandComponent> {
  const name = marker.dataset.island as IslandName;
  const [chunk] = (marker.dataset.chunks ?? '').split(' ');
  if (!chunk) throw new Error(`the ${name} island names no chunk`);
  const module = (await import(chunk)) as Record<string, IslandComponent>;
  const component = module[islandFiles[name].exportName];
  if (!component) throw new Error(`${chunk} exports no ${islandFiles[name].exportName}`);
  return component;
}

/**
 * Hydrates one island's marker as a root of its own, with the providers and useId prefix its markup was rendered with
 * on the server (shared/islands/Island.tsx); settles once its effects have run.
 */
export async function hydrateIsland(marker: HTMLElement, context: IslandContext, load = componentFromChunk): Promise<void> {
  const Component = await load(marker);
  const props = JSON.parse(marker.dataset.props ?? '{}') as Record<string, unknown>;
  const typed = typedValues(marker);
  await new Promise<void>((resolve) => {
    // As a transition, hydration yields to input every few milliseconds instead of holding the main thread.
    startTransition(() => {
      hydrateRoot(
        marker,
        // In a microtask: after the commit, before the effects a hydration in a transition runs in a later task.
        <IslandRoot context={context} onCommitted={() => queueMicrotask(() => replayTypedValues(marker, typed))} onHydrated={resolve}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(marker.dataset.island ?? '') },
      );
    });
  });
}
