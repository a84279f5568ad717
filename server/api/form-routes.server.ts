import express, { Router, type RequestHandler } from 'express';
import type { SiteApi } from '../site-api/site-api';
import { handleForm, type FormKind } from './form-handling.server';

const json = express.json({ limit: '32kb', strict: true, type: ['application/json', 'application/*+json'] });

const requireJson: RequestHandler = (req, res, next) => {
  if (!req.is(['application/json', 'application/*+json'])) {
    res.status(415).set('Cache-Control', 'no-store').json({ error: 'Send the form as JSON (Content-Type: application/json).' });
    return;
  }
  next();
};

/** POST /api/contact and /api/contact/submit-query: JSON in, field errors or success out. */
export function formRoutes(api: SiteApi, productName: string, rateLimit: RequestHandler): Router {
  const router = Router();
  const endpoint = (kind: FormKind): RequestHandler => async (req, res, next) => {
    try {
      const outcome = await handleForm(api, productName, kind, req.body);
      res.set('Cache-Control', 'no-store');
      if (outcome.ok) res.status(200).json({ success: true });
      else if (outcome.status === 400) res.status(400).json({ success: false, error: 'Please correct the highlighted fields.', fields: outcome.errors });
      else res.status(outcome.status).json({ success: false, error: outcome.message });
    } catch (error) {
      next(error);
    }
  };
  router.post('/contact', rateLimit, requireJson, json, endpoint('contact'));
  router.post('/contact/submit-query', rateLimit, requireJson, json, endpoint('query'));
  return router;
}
