import type { IncomingMessage, ServerResponse } from 'node:http';
import accepts from 'accepts';
import express, { type RequestHandler } from 'express';
import typeis from 'type-is';

const jsonTypes = ['application/json', 'application/*+json'];
const formPostType = 'application/x-www-form-urlencoded';

const json = express.json({ limit: '32kb', strict: true, type: jsonTypes });
// A browser percent-encodes a 3-byte character (most non-Latin scripts) as 9 bytes, so the
// longest contact message the schema takes (fieldMaxLength) can need about 95 KB.
const urlencoded = express.urlencoded({ extended: false, limit: '100kb', parameterLimit: 20, type: formPostType });

/** Reads a form's body, JSON or a classic form post; anything else is refused with a 415, which the form words for visitors. */
export const readFormBody: RequestHandler = (req, res, next) => {
  if (req.is(jsonTypes)) json(req, res, next);
  else if (req.is(formPostType)) urlencoded(req, res, next);
  else next(Object.assign(new Error('neither JSON nor a form post'), { status: 415 }));
};

/**
 * A classic form post's body, on a bare request (form-post-gate.server.ts):
 * `body` is undefined for any other type and for a body that cannot be read.
 */
export function readPostedForm(req: IncomingMessage, res: ServerResponse, done: (body: unknown) => void): void {
  const parsed = req as IncomingMessage & { body?: unknown };
  urlencoded(parsed, res, (error?: unknown) => done(error ? undefined : parsed.body));
}

/**
 * Whether a form post is answered in JSON: it was sent as JSON, or its client
 * prefers JSON to HTML. Everything else is a browser's classic form post,
 * answered with a redirect or the page itself. A bare request, so the gate
 * before the Express app asks the same question.
 */
export function wantsJson(req: IncomingMessage): boolean {
  return Boolean(typeis(req, jsonTypes)) || accepts(req).type(['html', 'json']) === 'json';
}
