import type { Response } from 'express';
import { SiteDataError } from '../../shared/data/site-data';

/** Maps a SiteData failure to its JSON answer: 404, 502 (bad upstream answer) or 504 (no answer in time). */
export function sendDataError(res: Response, error: unknown): void {
  if (!(error instanceof SiteDataError)) throw error;
  res
    .status(error.httpStatus)
    .set('Cache-Control', 'no-store')
    .json({ error: error.kind === 'not-found' ? error.message : `Upstream error: ${error.message}`, status: error.status });
}
