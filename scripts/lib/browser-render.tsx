// What each island's own browser root renders (client/islands/hydrate-island.tsx), from its marker and the page's data block
// alone, set beside what the server sent inside the marker: the island parity test needs them to be the same DOM.
import path from 'node:path';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import type { HydrationPayload } from '../../shared/hydration';
import { islandFiles } from '../../shared/islands/island-files';
import { islandIdPrefix, IslandRoot } from '../../shared/islands/IslandRoot';
import type { IslandName } from '../../shared/islands/island-names';

const dataBlock = /<script type="application\/json" id="__site_data">([\s\S]*?)<\/script>/;

/** The JSON text of a page's data block; undefined on a page without one (an error page). */
export const dataBlockOf = (html: string): string | undefined => dataBlock.exec(html)?.[1];

export interface IslandRender {
  name: string;
  /** The island's markup as the server sent it, serialised by the DOM. */
  served: string;
  /** What its browser root renders from its props, serialised by the same DOM (so only a difference in the tree shows). */
  browser: string;
}

/** The component an island's chunk exports, loaded from its module as the build names it. */
async function islandComponent(name: IslandName): Promise<ComponentType<Record<string, unknown>>> {
  const { file, exportName } = islandFiles[name];
  const module = (await import(path.resolve(file))) as Record<string, ComponentType<Record<string, unknown>>>;
  const component = module[exportName];
  if (!component) throw new Error(`${file} exports no ${exportName}`);
  return component;
}

/** Every island of a served page, with the markup the server put in it and what the browser's root for it renders. */
export async function islandRenders(html: string): Promise<IslandRender[]> {
  const data = dataBlockOf(html);
  if (!data) return [];
  const { config, iconsHref } = JSON.parse(data) as HydrationPayload;
  const { document } = new JSDOM(html).window;
  const reparse = (markup: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = markup;
    return holder.innerHTML;
  };
  return Promise.all(
    [...document.querySelectorAll<HTMLElement>('[data-island]')].map(async (marker) => {
      const name = marker.dataset.island as IslandName;
      const Component = await islandComponent(name);
      const props = JSON.parse(marker.dataset.props ?? '{}') as Record<string, unknown>;
      const browser = renderToString(
        <IslandRoot context={{ config, iconsHref }}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(name) },
      );
      return { name, served: marker.innerHTML, browser: reparse(browser) };
    }),
  );
}
