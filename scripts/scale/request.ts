import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  /** The X-Cache header: HIT, MISS, or '' for an answer the response cache does not keep. */
  cache: string;
  location: string;
  bytes: number;
  body: Buffer;
}

// One connection, kept alive, so every request after the first costs the server what the request itself costs.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** A GET as a browser sends it, taking the coding asked for, with the body as it arrived (not decoded). */
export function get(url: string, encoding = 'br, gzip'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { agent, headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, cache: String(res.headers['x-cache'] ?? ''), location: res.headers.location ?? '', bytes: body.length, body });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

export function closeConnections(): void {
  agent.destroy();
}
