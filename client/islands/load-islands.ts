import { afterNextPaint, preloadModules } from '../after-first-paint';
import { holdClicks } from './hold-clicks';
import type { IslandContext } from '../../shared/islands/IslandRoot';

/** The first signs that a visitor is about to use an island that hydrates on interaction. */
const intentEvents = ['pointerenter', 'pointerdown', 'focusin', 'touchstart'] as const;

const whenIdle = () => new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2_000 }) : setTimeout(resolve)));

/** What the page's islands need to hydrate: the page's context, and the chunks of React and the hydrating code (the data block's `hydrator`). */
export interface IslandsSetup extends IslandContext {
  hydrator: readonly string[];
}

/** React and the island's chunk are fetched only here, when an island is due: a page without islands never loads them. */
async function hydrate(marker: HTMLElement, setup: IslandsSetup): Promise<void> {
  // All at once: without the hints the browser would learn of React only from the hydrating chunk, and of the island's chunk only after both.
  preloadModules(marker.ownerDocument, [...setup.hydrator, ...(marker.dataset.chunks ?? '').split(' ').filter(Boolean)]);
  try {
    const { hydrateIsland } = await import('./hydrate-island');
    await hydrateIsland(marker, { config: setup.config, iconsHref: setup.iconsHref });
    // What a test waits for before using an island that hydrates on interaction.
    marker.dataset.hydrated = 'true';
  } catch (error) {
    // Usually a new deploy replaced the chunk: the island's server markup keeps working without JavaScript.
    console.error(`Could not hydrate the ${marker.dataset.island ?? ''} island`, error);
  }
}

/**
 * Finds the page's islands (shared/islands/Island.tsx) and hydrates each when it is due: `idle` ones once the browser
 * is idle, `interaction` ones on the first sign of use (holding a first click until then where the island asks). Sets
 * html[data-islands-ready] once every idle island has hydrated (at once on a page without any): what the e2e suite
 * and the hydration-time script wait for.
 */
export function loadIslands(doc: Document, setup: IslandsSetup): void {
  const markers = [...doc.querySelectorAll<HTMLElement>('[data-island]')];
  const due = markers.filter((marker) => marker.dataset.load === 'idle').map((marker) => whenIdle().then(() => hydrate(marker, setup)));
  for (const marker of markers.filter((m) => m.dataset.load === 'interaction')) {
    let hydrated!: () => void;
    const done = new Promise<void>((resolve) => (hydrated = resolve));
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      for (const type of intentEvents) marker.removeEventListener(type, start);
      // After the frame the input paints (the contact dialog opening, before React, moves focus in): starting the
      // fetches inside the input's own task delayed that paint on a slow phone, and they take far longer than a frame.
      afterNextPaint(() => void hydrate(marker, setup).then(hydrated));
    };
    for (const type of intentEvents) marker.addEventListener(type, start, { passive: true });
    // A click with no pointer or focus before it (a screen reader's activation can be one) starts the island too.
    if (marker.hasAttribute('data-holds-clicks')) holdClicks(marker, start, done);
  }
  void Promise.all(due).then(() => {
    doc.documentElement.dataset.islandsReady = 'true';
  });
}
