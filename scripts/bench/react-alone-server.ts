// React's own cost of a page: a bare node:http server that renders the page with the site's renderer
// (renderToPipeableStream over the page's matched routes, whose loaders ran once at start) on every request and compresses it
// as the site's uncached answers are (brotli 4), with nothing else: no routing, loaders, logging or cache.
// Its storage is its own (DATA_DIR), seeded as the site's is, and it refuses to start unless it renders the site's bytes.
// Usage: node --import tsx scripts/bench/react-alone-server.ts <page URL on the site> <port>
import { createServer } from 'node:http';
import { brotliCompress, constants } from 'node:zlib';
import pino from 'pino';
import { loadConfig } from '../../server/config.server';
import { loadAssets } from '../../server/assets.server';
import { loadSiteContent } from '../../server/content/content.server';
import { createSiteApi } from '../../server/site-api/create-site-api.server';
import { createSiteRenderer } from '../../server/ssr/site-renderer.server';

const [source, portText] = process.argv.slice(2);
if (!source || !portText) throw new Error('usage: node --import tsx scripts/bench/react-alone-server.ts <page URL on the site> <port>');
const port = Number(portText);

const answer = await fetch(source, { headers: { 'accept-encoding': 'identity' } });
const html = Buffer.from(await answer.arrayBuffer());
const config = loadConfig();
const logger = pino({ level: 'warn' });
const [assets, content] = await Promise.all([loadAssets(config.distDir), loadSiteContent(config)]);
const { renderer } = createSiteRenderer(config, { logger, assets, content, api: createSiteApi(config, content, logger) });
const page = await renderer.prepare(new Request(source));
if (page.kind !== 'page') throw new Error(`${source} redirects`);
const render = () => renderer.renderToBuffer(page);
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', vary: 'Accept-Encoding' };

const brotli = (body: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }, (error, out) => (error ? reject(error) : resolve(out))),
  );

if (!(await render()).equals(html)) throw new Error(`rendering ${source} here does not give the site's bytes`);

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
