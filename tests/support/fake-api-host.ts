import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A stand-in for the firm's API host on 127.0.0.1, whose behaviour each test sets. */
export interface FakeApiHost {
  origin: string;
  requests: Array<{ method: string; url: string; headers: IncomingHttpHeaders; body: string }>;
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export async function startFakeApiHost(initial?: Handler, port = 0): Promise<FakeApiHost> {
  let handler: Handler = initial ?? ((_req, res) => res.writeHead(500).end());
  const requests: FakeApiHost['requests'] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${bound}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
