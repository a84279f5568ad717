import type { RequestHandler } from 'express';
import type { Assets } from '../assets.server';
import { sendEncoded } from '../http/encoded-body.server';

/** Hashed build output from memory: precompressed bytes, immutable caching, 404 for anything unknown. */
export function staticAssets(assets: Assets): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = assets.files.get(`/assets${req.path}`);
    if (!file) {
      res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not found');
      return;
    }
    sendEncoded(req, res, file);
  };
}
