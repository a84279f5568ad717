import express, { Router, type RequestHandler } from 'express';
import type { SiteApi } from '../site-api/site-api';
import { formSchema, handleForm, type FormKind } from '../api/form-handling.server';
import type { PageRenderer } from './ssr-handler.server';

// A browser percent-encodes a 3-byte character (most non-Latin scripts) as 9 bytes, so the
// longest contact message the schema takes (fieldMaxLength) can need about 95 KB.
const urlencoded = express.urlencoded({ extended: false, limit: '100kb', parameterLimit: 20 });

function pick(body: unknown, names: string[]): Record<string, string> {
  const source = (body ?? {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const name of names) if (typeof source[name] === 'string') out[name] = source[name] as string;
  return out;
}

/**
 * The contact and support pages without JavaScript: a classic form post.
 * Success redirects (303) to the page's thank-you state, so a reload never
 * resends; errors re-render the page with the values and messages.
 */
export function noJsFormPosts(opts: { api: SiteApi; productName: string; rateLimit: RequestHandler; render: PageRenderer }): Router {
  const router = Router();
  const post = (path: string, kind: FormKind): void => {
    router.post(path, opts.rateLimit, urlencoded, async (req, res, next) => {
      try {
        const values = pick(req.body, Object.keys(formSchema(kind, opts.productName).shape));
        const outcome = await handleForm(opts.api, opts.productName, kind, values);
        if (outcome.ok) {
          res.redirect(303, `${path}?sent=1`);
          return;
        }
        await opts.render(req, res, next, {
          formState: {
            form: kind,
            values,
            errors: outcome.status === 400 ? outcome.errors : {},
            message: outcome.status === 400 ? undefined : outcome.message,
            status: outcome.status,
          },
        });
      } catch (error) {
        next(error);
      }
    });
  };
  post('/contact', 'contact');
  post('/submitRequest', 'query');
  return router;
}
