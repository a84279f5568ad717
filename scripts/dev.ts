// Development: a fresh development build of the client, then the server from source.
// `npm run dev` runs this under `node --watch-path`, so any change to server/, shared/ or client/ rebuilds and restarts.
import { mkdir, rm } from 'node:fs/promises';

process.env.NODE_ENV = 'development';
const { buildWithManifest } = await import('./build');
await rm('dist/assets', { recursive: true, force: true });
await mkdir('dist/assets', { recursive: true });
await buildWithManifest();
await import('../server/start');
