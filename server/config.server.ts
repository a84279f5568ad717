import { z } from 'zod';
import type { PublicConfig } from '../shared/public-config';
import { isPlaceholderOrigin, placeholderIdentityIssues } from './placeholder-identity.server';
import { trustProxySchema, type TrustProxy } from './trust-proxy.server';

const origin = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

const optionalOrigin = z.preprocess((v) => (v === '' ? undefined : v), origin.optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional());
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Days after a call that its booking is kept: what the Privacy Policy says when BOOKING_RETENTION_DAYS is unset. */
export const defaultBookingRetentionDays = 180;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: origin.default('http://localhost:3000'),
  APP_ORIGIN: origin.default('https://app.ledgerline.example'),
  API_ORIGIN: optionalOrigin,
  DATA_DIR: z.string().min(1).default('./data'),
  DATA_MAX_MB: z.coerce.number().positive().default(1024),
  DATA_MIN_FREE_MB: z.coerce.number().min(0).default(64),
  // Never echoed back: zod's messages name the variable, not the value, so a password cannot reach a log.
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional()),
  DATABASE_POOL_MAX: positiveInt(10),
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt(2000),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(5000),
  GA_MEASUREMENT_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,12}$/, 'must look like G-XXXXXXXXXX')
      .optional(),
  ),
  SITE_NAME: z.string().trim().min(1).max(60).default('Ledgerline'),
  PRODUCT_NAME: z.string().trim().min(1).max(60).default('Ledgerline Portal'),
  CONTACT_EMAIL: z.email().default('hello@ledgerline.example'),
  CONTACT_INBOX: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
  SMTP_URL: optionalUrl.or(
    z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^smtps?:\/\//)
        .optional(),
    ),
  ),
  SMTP_FROM: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  SOCIAL_FACEBOOK: z.url().default('https://www.facebook.com/ledgerline'),
  SOCIAL_INSTAGRAM: z.url().default('https://www.instagram.com/ledgerline'),
  SOCIAL_LINKEDIN: z.url().default('https://www.linkedin.com/company/ledgerline'),
  SOCIAL_TWITTER: z.url().default('https://x.com/ledgerline'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPSTREAM_CONNECT_TIMEOUT_MS: positiveInt(2000),
  UPSTREAM_TIMEOUT_MS: positiveInt(5000),
  UPSTREAM_MAX_BODY_MB: z.coerce.number().positive().default(5),
  BLOG_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).default(500),
  FORM_RATE_LIMIT: positiveInt(5),
  FORM_RATE_WINDOW_MS: positiveInt(60_000),
  QUERY_RATE_LIMIT: positiveInt(120),
  SIGNED_LINK_RATE_LIMIT: positiveInt(60),
  REMINDER_CONFIRMATIONS_PER_HOUR: positiveInt(200),
  BOOKING_RETENTION_DAYS: positiveInt(defaultBookingRetentionDays),
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  TRUST_PROXY: trustProxySchema,
});

export type Env = z.infer<typeof schema>;

export interface DatabaseConfig {
  url: string;
  poolMax: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  siteUrl: string;
  appOrigin: string;
  apiOrigin?: string;
  dataDir: string;
  /** Message storage limits (SQLite): the database's largest size, and the free disk below which it reports not ready. */
  storageLimits: { maxBytes: number; minFreeBytes: number };
  /** PostgreSQL instead of SQLite when set. */
  database?: DatabaseConfig;
  gaMeasurementId?: string;
  siteName: string;
  productName: string;
  contactEmail: string;
  contactInbox: string;
  smtpUrl?: string;
  smtpFrom: string;
  socials: PublicConfig['socials'];
  logLevel: Env['LOG_LEVEL'];
  upstream: { connectTimeoutMs: number; timeoutMs: number; maxBodyBytes: number };
  blogCacheSeconds: number;
  pageCacheEntries: number;
  formRateLimit: { limit: number; windowMs: number };
  /** Answers the cache does not have that a query string picks, per client per minute (query-miss-limit.server.ts). */
  queryRateLimit: { limit: number; windowMs: number };
  /** Posts to the reminders' signed links (confirm, unsubscribe) per client per minute (signed-link-limit.server.ts). */
  signedLinkRateLimit: { limit: number; windowMs: number };
  /** Reminder confirmation mails the whole site may queue an hour, counted in the database across replicas (decision 0034). */
  reminderConfirmationsPerHour: number;
  /** Days after its call ends that a booking (name, e-mail, topic, time, zone) and its mails are deleted (the Privacy Policy's promise). */
  bookingRetentionDays: number;
  shutdownTimeoutMs: number;
  trustProxy?: TrustProxy;
  /** Where the production build lives (client assets and manifest). */
  distDir: string;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; throws ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  // A developer's `npm start` keeps the placeholders; a public production site may not.
  if (e.NODE_ENV === 'production' && !isPlaceholderOrigin(e.SITE_URL)) {
    const issues = placeholderIdentityIssues(e);
    if (issues.length) throw new ConfigError(issues);
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    siteUrl: e.SITE_URL,
    appOrigin: e.APP_ORIGIN,
    apiOrigin: e.API_ORIGIN,
    dataDir: e.DATA_DIR,
    storageLimits: { maxBytes: Math.floor(e.DATA_MAX_MB * 1024 * 1024), minFreeBytes: Math.floor(e.DATA_MIN_FREE_MB * 1024 * 1024) },
    database: e.DATABASE_URL
      ? { url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX, connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS }
      : undefined,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    siteName: e.SITE_NAME,
    productName: e.PRODUCT_NAME,
    contactEmail: e.CONTACT_EMAIL,
    contactInbox: e.CONTACT_INBOX ?? e.CONTACT_EMAIL,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM ?? `${e.SITE_NAME} website <${e.CONTACT_EMAIL}>`,
    socials: {
      facebook: e.SOCIAL_FACEBOOK,
      instagram: e.SOCIAL_INSTAGRAM,
      linkedin: e.SOCIAL_LINKEDIN,
      twitter: e.SOCIAL_TWITTER,
    },
    logLevel: e.LOG_LEVEL,
    upstream: {
      connectTimeoutMs: e.UPSTREAM_CONNECT_TIMEOUT_MS,
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      maxBodyBytes: Math.floor(e.UPSTREAM_MAX_BODY_MB * 1024 * 1024),
    },
    blogCacheSeconds: e.BLOG_CACHE_SECONDS,
    pageCacheEntries: e.PAGE_CACHE_ENTRIES,
    formRateLimit: { limit: e.FORM_RATE_LIMIT, windowMs: e.FORM_RATE_WINDOW_MS },
    queryRateLimit: { limit: e.QUERY_RATE_LIMIT, windowMs: 60_000 },
    signedLinkRateLimit: { limit: e.SIGNED_LINK_RATE_LIMIT, windowMs: 60_000 },
    reminderConfirmationsPerHour: e.REMINDER_CONFIRMATIONS_PER_HOUR,
    bookingRetentionDays: e.BOOKING_RETENTION_DAYS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    distDir: 'dist',
  };
}

/** The only configuration the browser ever sees. */
export function toPublicConfig(config: Config): PublicConfig {
  return {
    siteName: config.siteName,
    productName: config.productName,
    siteUrl: config.siteUrl,
    appOrigin: config.appOrigin,
    contactEmail: config.contactEmail,
    socials: config.socials,
    gaMeasurementId: config.gaMeasurementId,
  };
}
