// The page as the browser hydrates it (client/hydrate.tsx, and each island's own root: client/islands), rendered to HTML on the server: the
// browser-render parity test and the React-alone benchmark both need it to equal the site's bytes.
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { pageTree } from '../../client/page-tree';
import { islandModules } from '../../client/islands/island-modules';
import type { HydrationPayload } from '../../shared/hydration';
import { islandIdPrefix, IslandRoot } from '../../shared/islands/IslandRoot';
import type { IslandName } from '../../shared/islands/island-names';
import { fixedLocation } from '../../shared/page';

const dataBlock = /<script type="application\/json" id="__site_data">([\s\S]*?)<\/script>/;
const inlineStyle = /<head>.*?<style>([\s\S]*?)<\/style>/;

/** The JSON text of a page's data block; undefined on a page without one (an error page). */
export const dataBlockOf = (html: string): string | undefined => dataBlock.exec(html)?.[1];

/** The browser's tree of a page, from its data block and inline stylesheet alone, at the address it was served from. */
export async function browserTree(html: string, url: URL): Promise<ReactElement> {
  const data = dataBlockOf(html);
  const css = inlineStyle.exec(html)?.[1];
  if (!data || css === undefined) throw new Error(`${url.pathname}${url.search}: no data block or inline stylesheet in the page`);
  const { tree } = await pageTree(data, css, () => fixedLocation({ pathname: url.pathname, search: url.search, hash: '' }));
  return tree;
}

/** Renders a tree the way the server renders its pages: all of it, streamed, with the given module scripts. */
export function renderToBuffer(tree: ReactElement, bootstrapModules: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done()),
      final: (done) => (resolve(Buffer.concat(chunks)), done()),
    });
    const { pipe } = renderToPipeableStream(tree, { bootstrapModules, onAllReady: () => pipe(sink), onShellError: reject });
  });
}

/** An island's marker as the document's browser root renders it: empty, its markup left to the island's own root. */
const emptyIsland = /(<div data-island="([^"]+)" data-props="([^"]*)"[^>]*>)<\/div>/g;
const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Fills each empty island marker of a browser-rendered page with what its own browser root renders (client/islands/hydrate-island.tsx):
 * the same component, providers and useId prefix, from the marker's props and the data block's config alone.
 */
export async function withIslands(html: string): Promise<string> {
  const data = dataBlockOf(html);
  if (!data) return html;
  const { config } = JSON.parse(data) as HydrationPayload;
  const filled = await Promise.all(
    [...html.matchAll(emptyIsland)].map(async (match) => {
      const [, open, name, props] = match as unknown as [string, string, IslandName, string];
      const Component = await islandModules[name]();
      const inner = renderToString(
        <IslandRoot config={config}>
          <Component {...(JSON.parse(unescapeAttribute(props)) as Record<string, unknown>)} />
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(name) },
      );
      return `${open}${inner}</div>`;
    }),
  );
  let index = 0;
  return html.replace(emptyIsland, () => filled[index++] ?? '');
}
