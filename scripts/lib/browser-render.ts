// The page as the browser hydrates it (client/hydrate.tsx), rendered to HTML on the server: the
// browser-render parity test and the React-alone benchmark both need it to equal the site's bytes.
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { pageTree } from '../../client/page-tree';
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
