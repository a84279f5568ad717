import fc from 'fast-check';
import request from 'supertest';
import type { App } from '../../server/app';

/** Hostile inputs: random JSON, wrong types, huge strings, deep nesting, control characters, pollution keys. */
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\u202e', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'a@b.co', '+91 98765 43210', '%E0%A4%A', '__proto__'),
  fc.nat({ max: 40_000 }).map((n) => 'x'.repeat(n)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'prototype', 'name', 'email')), tie('value'), { maxKeys: 5 }),
  ),
})).value;

const formFields = ['name', 'email', 'phone', 'comment', 'category', 'subject', 'description', 'website', '__proto__', 'constructor'];

export const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...formFields), hostileValue, { maxKeys: 10 }).map((o) => JSON.stringify(o)),
  hostileValue.map((v) => JSON.stringify(v) ?? 'null'),
  fc.nat({ max: 200 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{"__proto__": {"polluted": true}}', '{"constructor": {"prototype": {"polluted": true}}}', '{', '{"name":', 'null', '[]', '""'),
);

const segment = fc.oneof(
  fc.webSegment(),
  fc.constantFrom('%E0%A4%A', '%', '%%', '%00', '..', '%2e%2e', '%2f', '%252f', 'blog', 'pricing', 'PRICING', 'assets', 'api', 'help', '%C0%AF', '\u00e9'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 12 }).map((s) => encodeURIComponent(s)),
);

export const hostilePath = fc
  .tuple(
    fc.array(segment, { minLength: 0, maxLength: 5 }),
    fc.option(
      fc.array(fc.tuple(fc.constantFrom('page', 'limit', 'q', 'step', 'sent', 'x', '__proto__'), fc.oneof(fc.webSegment(), fc.constantFrom('%E0%A4%A', '-1', '1e9', '0', ''))), {
        maxLength: 3,
      }),
    ),
    fc.boolean(),
  )
  .map(([segments, query, api]) => {
    const path = `/${api ? 'api/' : ''}${segments.join('/')}`;
    return query ? `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : path;
  });

export const postTargets = ['/api/contact', '/api/contact/submit-query', '/contact', '/submitRequest'];

/** The invariants: never 5xx, errors in JSON for a JSON post and as an HTML page for any other (no Accept: a browser's form post). */
export async function checkPost(app: App, target: string, body: string, contentType: string): Promise<void> {
  const res = await request(app).post(target).set('Content-Type', contentType).send(body);
  if (res.status >= 500) throw new Error(`POST ${target} answered ${res.status} for ${body.slice(0, 200)}`);
  const expected = contentType === 'application/json' ? /json/ : /html/;
  if (res.status >= 400 && !expected.test(res.headers['content-type'] ?? '')) {
    throw new Error(`POST ${target} (${contentType}) answered ${res.status} with ${res.headers['content-type'] ?? 'no Content-Type'}`);
  }
  if (({} as Record<string, unknown>).polluted !== undefined) throw new Error('prototype polluted');
}

const under = (prefix: string, path: string) => new RegExp(`^/${prefix}(/|$|\\?)`).test(path);

export async function checkGet(app: App, path: string): Promise<void> {
  const res = await request(app).get(path);
  if (res.status >= 500) throw new Error(`GET ${path} answered ${res.status}`);
  const type = res.headers['content-type'] ?? '';
  const api = under('api', path);
  if (api && res.status >= 400 && !type.includes('json')) throw new Error(`GET ${path} answered ${res.status} without JSON`);
  if (!api && !under('assets', path) && res.status >= 400 && !type.includes('html')) {
    throw new Error(`GET ${path} answered ${res.status} with ${type}`);
  }
}
