// The limit: a bare Express route sending the site's cached / (same brotli bytes, same headers) from memory.
import express from 'express';
import { get } from 'node:http';

const [source, portText] = process.argv.slice(2);
if (!source || !portText) throw new Error('usage: node --import tsx scripts/bench/limit-server.ts <page URL> <port>');
const port = Number(portText);

const { body, headers } = await new Promise<{ body: Buffer; headers: Record<string, string> }>((resolve, reject) => {
  get(source, { headers: { 'accept-encoding': 'br' } }, (res) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers)) {
        if (typeof value === 'string' && !['content-length', 'connection', 'keep-alive', 'date'].includes(name)) kept[name] = value;
      }
      resolve({ body: Buffer.concat(chunks), headers: kept });
    });
  }).on('error', reject);
});

const app = express();
app.disable('x-powered-by');
app.disable('etag');
app.get('/', (_req, res) => {
  res.set(headers);
  res.end(body);
});
app.listen(port, '127.0.0.1', () => console.log(`LIMIT ${port} ${body.length}`));
