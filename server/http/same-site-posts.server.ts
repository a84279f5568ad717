import type { IncomingMessage, ServerResponse } from 'node:http';
import escapeHtml from 'escape-html';
import { crossSite } from '../../shared/content/generated/forms';
import { wantsJson } from '../forms/form-body.server';
import { isPlaceholderOrigin } from '../placeholder-identity.server';

// Methods that change nothing here; every other one (POST today) must come from our own pages.
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may change state: a browser says where the page that
 * sent it lives (Sec-Fetch-Site, or in older browsers only Origin), and it
 * must be this site; a client that says neither is no browser acting for a
 * visitor (curl, a server, a mail provider's RFC 8058 one-click unsubscribe),
 * so it passes and meets the other limits. Decision 0034 says why each value.
 */
export function sameSiteRule(siteUrl: string): (req: IncomingMessage) => boolean {
  const site = new URL(siteUrl).origin;
  // A SITE_URL on this machine or a reserved domain says nothing about where visitors reach the site
  // (127.0.0.1, a LAN address, a container's port), so the Host they asked for stands in for it.
  const byHost = isPlaceholderOrigin(siteUrl);
  return (req) => {
    const fetchSite = req.headers['sec-fetch-site'];
    // `none` is the visitor's own doing (a typed address, a bookmark); `same-site` is a sibling host such as the
    // client portal, which has no reason to post our forms, so it is refused like `cross-site`.
    if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
    const origin = req.headers.origin;
    if (origin === undefined || origin === site) return true;
    const host = req.headers.host;
    return byHost && host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
  };
}

function refuse(req: IncomingMessage, res: ServerResponse): void {
  const json = (req.url ?? '').startsWith('/api/') || wantsJson(req);
  const body = json
    ? JSON.stringify({ success: false, error: crossSite.text, requestId: String(res.getHeader('X-Request-Id') ?? '') })
    : `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(crossSite.title)}</title></head><body><main><h1>${escapeHtml(crossSite.title)}</h1><p role="alert">${escapeHtml(crossSite.text)}</p><p><a href="/">${escapeHtml(crossSite.homeLink)}</a></p></main></body></html>`;
  res.statusCode = 403;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  // The body was never read: closing the connection stops the rest of it being sent, rather than reading it to throw it away.
  res.setHeader('Connection', 'close');
  res.end(body);
}

/**
 * Same-site posts only, where every request comes in: a state-changing
 * request a browser sent from another site's page (the forms, the reminder
 * sign-up, the signed links' buttons, and whatever posts come later) is a
 * 403 from its headers alone, before the rate limit counts it and before its
 * body is read, so refusing one costs about what a cache hit does.
 */
export function sameSitePosts(siteUrl: string) {
  const allowed = sameSiteRule(siteUrl);
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (safeMethods.has(req.method ?? 'GET') || allowed(req)) return next();
    refuse(req, res);
  };
}
