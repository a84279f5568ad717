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

/**
 * Helmet decides the header set once, at start-up; each response then gets the
 * same headers from a plain list (see app.ts), which keeps the per-request cost to a loop.
 */
export function buildSecurityHeaders(config: Config, styleSources: string[]): Array<[string, string]> {
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
  const middleware = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config, styleSources),
    strictTransportSecurity: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xPoweredBy: false,
  });
  middleware({} as IncomingMessage, fake, () => {});
  captured.push(['Permissions-Policy', permissionsPolicy]);
  return captured;
}
