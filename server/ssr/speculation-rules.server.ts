import type { RequestHandler } from 'express';

const speculationRulesPath = '/speculation-rules.json';

/**
 * Links load whole documents, so the browser may fetch the next page while
 * the visitor hovers or presses a link (Chromium's "moderate" eagerness), and
 * the click shows it at once. Only this site's pages: never the API, build
 * files, downloads or links that open elsewhere. Pages come from the page
 * cache, so a prefetch costs the server about as much as a static file.
 */
const speculationRules = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/assets/*' } },
          { not: { selector_matches: '[rel~=nofollow], [download], [target=_blank]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** Delivered by a response header and a file rather than an inline script, so the CSP needs no exception. */
export const speculationRulesHeader = ['Speculation-Rules', `"${speculationRulesPath}"`] as const;

const body = JSON.stringify(speculationRules);

export function speculationRulesFile(): RequestHandler {
  return (req, res, next) => {
    if (req.path !== speculationRulesPath || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.type('application/speculationrules+json').set('Cache-Control', 'public, max-age=3600').send(body);
  };
}
