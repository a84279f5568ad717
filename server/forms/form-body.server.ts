import express, { type Request, type RequestHandler } from 'express';

const jsonTypes = ['application/json', 'application/*+json'];
const formPostType = 'application/x-www-form-urlencoded';

const json = express.json({ limit: '32kb', strict: true, type: jsonTypes });
// A browser percent-encodes a 3-byte character (most non-Latin scripts) as 9 bytes, so the
// longest contact message the schema takes (fieldMaxLength) can need about 95 KB.
const urlencoded = express.urlencoded({ extended: false, limit: '100kb', parameterLimit: 20, type: formPostType });

export const unsupportedTypeMessage =
  'Send the form as JSON (Content-Type: application/json) or as a form post (Content-Type: application/x-www-form-urlencoded).';

/** A post in neither of the two encodings a form takes. */
export class UnsupportedFormTypeError extends Error {
  readonly status = 415;
  constructor() {
    super(unsupportedTypeMessage);
  }
}

/** Reads a form's body, JSON or a classic form post; anything else is refused with a 415. */
export const readFormBody: RequestHandler = (req, res, next) => {
  if (req.is(jsonTypes)) json(req, res, next);
  else if (req.is(formPostType)) urlencoded(req, res, next);
  else next(new UnsupportedFormTypeError());
};

/**
 * Whether a form post is answered in JSON: it was sent as JSON, or its client
 * prefers JSON to HTML. Everything else is a browser's classic form post,
 * answered with a redirect or the page itself.
 */
export function wantsJson(req: Request): boolean {
  return Boolean(req.is(jsonTypes)) || req.accepts(['html', 'json']) === 'json';
}
