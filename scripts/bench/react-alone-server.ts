// React's own cost of a page: a bare node:http server that renders the page's tree with
// renderToPipeableStream on every request and compresses it as the site's uncached answers are
// (brotli 4, compression's default), with nothing else: no routing, loaders, logging or cache.
// The tree is the one the browser hydrates, built from the site's answer (client/page-tree.tsx),
// and the server refuses to start unless it renders that answer byte for byte.
// Usage: node --import tsx scripts/bench/react-alone-server.ts <page URL on the site> <port>
import { createServer } from 'node:http';
import { brotliCompress, constants } from 'node:zlib';
import { capture } from '../../shared/text/capture';
import { browserTree, renderToBuffer, withIslands } from '../lib/browser-render';

const [source, portText] = process.argv.slice(2);
if (!source || !portText) throw new Error('usage: node --import tsx scripts/bench/react-alone-server.ts <page URL on the site> <port>');
const port = Number(portText);

const answer = await fetch(source, { headers: { 'accept-encoding': 'identity' } });
const html = await answer.text();
const modules = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => capture(m, 1));
if (!modules.length) throw new Error(`${source} has no module script`);
const tree = await browserTree(html, new URL(source));
const render = async () => Buffer.from(await withIslands((await renderToBuffer(tree, modules)).toString('utf8')));
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', vary: 'Accept-Encoding' };

const brotli = (body: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }, (error, out) => (error ? reject(error) : resolve(out))),
  );

if (!(await render()).equals(Buffer.from(html))) throw new Error(`rendering the browser's tree of ${source} does not give the site's bytes`);

createServer((_req, res) => {
  render()
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
