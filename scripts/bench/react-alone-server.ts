// React's own cost of a page: a bare node:http server that renders the page's tree with
// renderToPipeableStream on every request and compresses it as the site's uncached answers are
// (brotli 4, compression's default), with nothing else: no routing, loaders, logging or cache.
// The tree is the one the browser hydrates, built from the site's answer (client/page-tree.tsx),
// and the server refuses to start unless it renders that answer byte for byte.
// Usage: node --import tsx scripts/bench/react-alone-server.ts <page URL on the site> <port>
import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import { brotliCompress, constants } from 'node:zlib';
import { renderToPipeableStream } from 'react-dom/server';
import type { ReactElement } from 'react';
import { pageTree } from '../../client/page-tree';
import { fixedLocation } from '../../shared/page';

const [source, port] = [process.argv[2], Number(process.argv[3])];

const answer = await fetch(source, { headers: { 'accept-encoding': 'identity' } });
const html = await answer.text();
const modules = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
const data = /<script type="application\/json" id="__site_data">([\s\S]*?)<\/script>/.exec(html)?.[1];
const css = /<head>.*?<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
if (!modules.length || !data || css === undefined) throw new Error(`${source} has no module script, data block or inline stylesheet`);
const url = new URL(source);
const { tree } = await pageTree(data, css, () => fixedLocation({ pathname: url.pathname, search: url.search, hash: '' }));
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', vary: 'Accept-Encoding' };

function render(element: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done()),
      final: (done) => (resolve(Buffer.concat(chunks)), done()),
    });
    const { pipe } = renderToPipeableStream(element, { bootstrapModules: modules, onAllReady: () => pipe(sink), onShellError: reject });
  });
}

const brotli = (body: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }, (error, out) => (error ? reject(error) : resolve(out))),
  );

if (!(await render(tree)).equals(Buffer.from(html))) throw new Error(`rendering the browser's tree of ${source} does not give the site's bytes`);

createServer((_req, res) => {
  render(tree)
    .then(brotli)
    .then((body) => {
      res.writeHead(200, { ...headers, 'content-length': body.length });
      res.end(body);
    })
    .catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
}).listen(port, '127.0.0.1', () => console.log(`REACT ${port}`));
