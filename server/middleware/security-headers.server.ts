import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.server';

const analyticsOrigins = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** `styleSources`: hashes of the inline styles pages carry (their stylesheets), so no other inline style runs. */
export function contentSecurityPolicy(config: Config, styleSources: string[]) {
  const ga = config.gaMeasurementId ? analyticsOrigins : [];
  const apiImages = config.apiOrigin ? [config.apiOrigin] : [];
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...ga],
      'style-src': ["'self'", ...styleSources],
      'img-src': ["'self'", 'data:', ...apiImages, ...ga],
      'font-src': ["'self'"],
      'connect-src': ["'self'", ...ga],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      ...(config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'usb=()',
  'browsing-topics=()',
  'interest-cohort=()',
].join(', ');

export type HeaderList = ReadonlyArray<readonly [string, string]>;

/** What a browser loads into a page and never renders on its own: a script, a stylesheet, a font, a raster image, a media file. */
const subresourceType = /^(?:text\/(?:javascript|css)|application\/javascript|font\/|image\/(?!svg)|audio\/|video\/)/i;

/**
 * Whether an answer takes the subresource headers rather than the document's:
 * only by its Content-Type, so anything a browser may show as a page (HTML,
 * SVG, XML, JSON, text, or no type at all, such as a 404 under /assets) keeps
 * the full set wherever it was served from.
 */
export function isSubresource(contentType: unknown): boolean {
  return typeof contentType === 'string' && subresourceType.test(contentType);
}

/** Runs helmet once against a stand-in response and keeps the headers it set. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Array<[string, string]> {
  const captured: Array<[string, string]> = [];
  const fake = {
    setHeader(name: string, value: string | number | readonly string[]) {
      captured.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
    },
    removeHeader() {},
    getHeader() {
      return undefined;
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, fake, () => {});
  return captured;
}

export interface SecurityHeaders {
  /** Every answer a browser may render as a page: the CSP, framing, Permissions-Policy, COOP, HSTS in production and the rest. */
  document: HeaderList;
  /**
   * Scripts, stylesheets, fonts and images (docs/decisions/0044-asset-headers.md):
   * the document-only policies do nothing on them, so they carry only nosniff and CORP.
   */
  subresource: HeaderList;
}

/**
 * Helmet decides both header sets once, at start-up; each response then gets
 * one of them from a plain list (see request-context.server.ts), which keeps
 * the per-request cost to a loop.
 */
export function buildSecurityHeaders(config: Config, styleSources: string[]): SecurityHeaders {
  const document = helmetHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config, styleSources),
    strictTransportSecurity: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Decision 0042: on a phone it forces a new renderer on every arrival (about 400 ms of main thread), and this site has no sign-in or per-visitor secret for it to guard.
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xPoweredBy: false,
  });
  document.push(['Permissions-Policy', permissionsPolicy]);
  const subresource = helmetHeaders({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    referrerPolicy: false,
    // HSTS is learnt from the first document over HTTPS; a subresource cannot load before one.
    strictTransportSecurity: false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  });
  return { document, subresource };
}
