// Development: a fresh development build of the client, then the server from source.
// `npm run dev` runs this under `node --watch-path`, so any change to server/, shared/ or client/ rebuilds and restarts.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

process.env.NODE_ENV = 'development';
const { buildClient, buildServer, manifestFrom, writeIconSprite } = await import('./build');
const { buildSocialCards } = await import('./build-social-cards');
await rm('dist/assets', { recursive: true, force: true });
await mkdir('dist/assets', { recursive: true });
const [metafile, iconSprite] = await Promise.all([buildClient(), writeIconSprite(), buildServer()]);
await writeFile(path.join('dist', 'manifest.json'), JSON.stringify(manifestFrom(metafile, iconSprite), null, 2));
await buildSocialCards();
await import('../server/start');
