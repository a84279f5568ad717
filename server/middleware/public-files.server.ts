import { readdirSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/** Every file under dir, as URL paths ("/images/og/default.png"); dotfiles are never listed. */
function listFiles(dir: string, prefix = ''): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.filter((e) => !e.name.startsWith('.')).flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), `${prefix}/${e.name}`) : [`${prefix}/${e.name}`]));
}

/**
 * Files served as they are. The folders are listed once at start-up (they only
 * change with a deploy), so a page request never waits on a stat of a file
 * that does not exist; serve-static still does the sending, ranges and caching.
 */
export function publicFiles(dir: string, maxAge: string | number): RequestHandler {
  const known = new Set(listFiles(dir));
  const serve = express.static(dir, { index: false, dotfiles: 'deny', redirect: false, maxAge });
  return (req, res, next) => {
    let file: string;
    try {
      file = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (known.has(file)) serve(req, res, next);
    else next();
  };
}
