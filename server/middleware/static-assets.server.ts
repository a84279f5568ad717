import type { RequestHandler } from 'express';
import type { Assets } from '../assets.server';
import { sendCached } from '../ssr/send-cached.server';

const immutable = 'public, max-age=31536000, immutable';

/** Hashed build output from memory: precompressed bytes, immutable caching, 404 for anything unknown. */
export function staticAssets(assets: Assets): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = assets.files.get(`/assets${req.path}`);
    if (!file) {
      res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not found');
      return;
    }
    sendCached(req, res, { status: 200, etag: file.etag, identity: file.body, br: file.br, gzip: file.gzip }, file.type, immutable);
  };
}
