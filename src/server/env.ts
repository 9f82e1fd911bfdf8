import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { defaultFinanceTerms } from '#shared/reference/finance';
import { featureFlagNameSchema } from '#shared/schemas/analytics';
import { financeTermsSchema } from '#shared/schemas/finance';
import { hostAndPort } from './lib/outside-fetch';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'yes'].includes(value));

/**
 * FEATURE_FLAGS: a JSON object of booleans (`{"newSearch":true,"chat":false}`), or a comma list
 * of the flags that are on (`newSearch,chat`). Unset: no flags (docs/decisions/042).
 */
const featureFlags = z.string().transform((value, ctx): Record<string, boolean> => {
  const text = value.trim();
  let parsed: unknown;
  if (text.startsWith('{')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  } else {
    const names = text.split(',').map((name) => name.trim());
    parsed = Object.fromEntries(names.filter(Boolean).map((name) => [name, true]));
  }
  const result = z.record(featureFlagNameSchema, z.boolean()).safeParse(parsed);
  if (!result.success) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a JSON object of booleans or a comma list of flag names',
    });
    return z.NEVER;
  }
  return result.data;
});

/** OPERATOR_EMAILS: the site operators' e-mail addresses (docs/decisions/138), comma-separated. */
const emails = z.string().transform((value, ctx): ReadonlySet<string> => {
  const list = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of list) {
    if (!z.email().safeParse(entry).success) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not an e-mail address` });
      return z.NEVER;
    }
  }
  return new Set(list);
});

/** CORS_ORIGINS: exact origins (`https://partner.example`), comma-separated. */
const origins = z.string().transform((value, ctx): string[] => {
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list) {
    let origin: string | undefined;
    try {
      origin = new URL(entry).origin;
    } catch {
      origin = undefined;
    }
    if (origin !== entry) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not an origin like https://partner.example (no path, no trailing /)`,
      });
      return z.NEVER;
    }
  }
  return list;
});

/**
 * OUTSIDE_FETCH_ALLOWED_HOSTS, for tests only: `host:port` pairs (`127.0.0.1:43123`), comma-
 * separated, that the fetcher of dealers' URLs reaches although they are not public
 * (docs/decisions/171). Kept as `hostAndPort` writes them, so `LocalHost:80` matches
 * `http://localhost/`. Like the other development tools it needs NODE_ENV test or development,
 * or its own flag, ALLOW_DEV_FETCH: the browser tests run the production build.
 */
const allowedHosts = z.string().transform((value, ctx): ReadonlySet<string> => {
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const keys = new Set<string>();
  for (const entry of list) {
    const port = Number(/:(\d{1,5})$/.exec(entry)?.[1]);
    let url: URL | undefined;
    try {
      url = /[/@?#\\]/.test(entry) ? undefined : new URL(`http://${entry}`);
    } catch {
      url = undefined;
    }
    if (!url || !(port >= 1 && port <= 65535)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not a host and port like 127.0.0.1:43123`,
      });
      return z.NEVER;
    }
    keys.add(hostAndPort(url));
  }
  return keys;
});

/** A proxy address as Fastify (proxy-addr) takes it: an IP, an IP/prefix, or a named range. */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  return prefix === undefined || /^\d{1,3}$/.test(prefix) || isIP(prefix) !== 0;
};

/** Fastify's `trustProxy`; a hop count is given as the function Fastify would make of it. */
type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY, as Fastify's `trustProxy`: false (default), true (trust every hop), a hop count,
 * or comma-separated proxy addresses/CIDRs (`10.0.0.0/8,loopback`).
 */
const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (['false', 'no', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return true;
  if (/^\d{1,2}$/.test(text)) {
    const hops = Number(text);
    return (_address: string, hop: number) => hop < hops;
  }
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.length === 0 || !list.every(isProxyAddress)) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a hop count, or comma-separated proxy addresses/CIDRs',
    });
    return z.NEVER;
  }
  return list;
});

const perMinute = z.coerce.number().int().min(1).max(1_000_000);

/** A number of the environment (text), held to the bounds of a schema of numbers. */
const numberWithin = (schema: z.ZodNumber) => z.coerce.number().pipe(schema);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  DATABASE_READ_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  DATABASE_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: flag.default(true),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  ALLOW_DEV_IDP: flag.default(false),
  MAPS_KEY: z.string().default(''),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(1),
  SEARCH_SYNC_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  SEARCH_SNAPSHOT_MINUTES: z.coerce.number().int().min(0).max(30).default(10),
  STORAGE_BASE_PATH: z
    .string()
    .regex(/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/, 'must be a relative path like car_images/test')
    .default('car_images/test'),
  GA4_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a GA4 measurement id like G-XXXXXXXXXX')
    .optional(),
  GA4_API_SECRET: z.string().min(1).optional(),
  ANALYTICS_SALT: z.string().min(16, 'must be at least 16 characters').optional(),
  FEATURE_FLAGS: featureFlags.optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  MEDIA_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  CORS_ORIGINS: origins.optional(),
  OPERATOR_EMAILS: emails.optional(),
  FINANCE_DOWN_PAYMENT_PERCENT: numberWithin(financeTermsSchema.shape.downPaymentPercent).default(
    defaultFinanceTerms.downPaymentPercent,
  ),
  FINANCE_TERM_MONTHS: numberWithin(financeTermsSchema.shape.termMonths).default(
    defaultFinanceTerms.termMonths,
  ),
  FINANCE_ANNUAL_RATE_PERCENT: numberWithin(financeTermsSchema.shape.annualRatePercent).default(
    defaultFinanceTerms.annualRatePercent,
  ),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: perMinute.default(20),
  RATE_LIMIT_WRITES_PER_MINUTE: perMinute.default(120),
  RATE_LIMIT_READS_PER_MINUTE: perMinute.default(3000),
  RATE_LIMIT_INQUIRIES_PER_MINUTE: perMinute.default(20),
  RATE_LIMIT_PAGES_PER_MINUTE: perMinute.default(120),
  RATE_LIMIT_API_KEY_PER_MINUTE: perMinute.default(120),
  DEALER_MAX_CARS: z.coerce.number().int().min(1).max(10_000_000).default(5_000),
  DEALER_MAX_PICTURES: z.coerce.number().int().min(1).max(100_000_000).default(150_000),
  DEALER_MAX_PICTURE_MB: z.coerce.number().int().min(1).max(1_000_000_000).default(150_000),
  UPLOAD_TEMP_DIR: z.string().min(1).optional(),
  UPLOAD_TEMP_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(1_024),
  PICTURE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3_600).default(10),
  WORKERS: z.coerce.number().int().min(0).max(64).default(1),
  PICTURE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(10),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  ALLOW_DEV_MAIL: flag.default(false),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  MAIL_RETRIES: z.coerce.number().int().min(0).max(20).default(8),
  ALERT_DELAY_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
  ALERT_MIN_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  ALLOW_DEV_FETCH: flag.default(false),
  OUTSIDE_FETCH_ALLOWED_HOSTS: allowedHosts.optional(),
  JOBS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case PostgreSQL schema name')
    .default('jobs'),
});

/** The demo's site operator (a demo account of the bundled sign-in). */
export const demoOperatorEmail = 'operator@example.com';

export class ConfigError extends Error {}

/**
 * Whether a development tool that shows or grants everything to anyone (the bundled sign-in
 * provider, the mailbox at /dev-mail) runs: only when asked for by name, with NODE_ENV
 * development or test or with the tool's own flag, never because NODE_ENV was forgotten (unset
 * counts as production). The one rule for every such tool (docs/decisions/143).
 */
function developmentToolAllowed(values: z.infer<typeof envSchema>, allowFlag: boolean): boolean {
  return allowFlag || values.NODE_ENV === 'development' || values.NODE_ENV === 'test';
}

/**
 * Google when configured. Otherwise the bundled development provider, which signs anyone in as
 * anyone, where development tools are allowed. Undefined: no provider, and the server refuses
 * to start (`buildApp`).
 */
function signInProviderOf(
  values: z.infer<typeof envSchema>,
  hasGoogle: boolean,
): 'google' | 'development' | undefined {
  if (hasGoogle) return 'google';
  return developmentToolAllowed(values, values.ALLOW_DEV_IDP) ? 'development' : undefined;
}

export const noSignInProviderMessage =
  'No sign-in provider: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET for Google sign-in.\n' +
  'The bundled development provider (anyone can sign in as anyone) runs only with\n' +
  'NODE_ENV=development or NODE_ENV=test, or with ALLOW_DEV_IDP=1 for a private demo.';

/**
 * Where pictures are stored: the local folder DATA_DIR/media (served under /media), or an
 * S3-compatible bucket whose objects are public at `publicUrl` (the bucket's URL or a CDN).
 * Without credentials the AWS SDK's default chain is used (instance role, AWS_* variables).
 */
export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      publicUrl: string;
    };

/** Reads the environment once at start; a bad value stops the start naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const values = result.data;
  const issues: string[] = [];
  if (values.NODE_ENV === 'production' && !values.SESSION_SECRET) {
    issues.push('  SESSION_SECRET: required in production (at least 32 random characters)');
  }
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    issues.push('  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both or neither');
  }
  if (Boolean(values.GA4_MEASUREMENT_ID) !== Boolean(values.GA4_API_SECRET)) {
    issues.push('  GA4_MEASUREMENT_ID, GA4_API_SECRET: set both (forwarding to GA4) or neither');
  }
  if (values.STORAGE_DRIVER === 's3') {
    if (!values.S3_BUCKET) issues.push('  S3_BUCKET: required when STORAGE_DRIVER=s3');
    if (!values.MEDIA_PUBLIC_URL) {
      issues.push(
        '  MEDIA_PUBLIC_URL: required when STORAGE_DRIVER=s3 (the public URL of the bucket or CDN)',
      );
    }
  }
  if (values.DATABASE_READ_URL && !values.DATABASE_URL) {
    issues.push('  DATABASE_READ_URL: a read replica needs DATABASE_URL (its primary) as well');
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    issues.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  // Unset counts as production here too (docs/decisions/143): a deployment that forgot NODE_ENV
  // must not fetch its own network on a dealer's behalf.
  if (
    values.OUTSIDE_FETCH_ALLOWED_HOSTS &&
    !developmentToolAllowed(values, values.ALLOW_DEV_FETCH)
  ) {
    issues.push(
      '  OUTSIDE_FETCH_ALLOWED_HOSTS: for tests only (NODE_ENV=test or development, or ' +
        "ALLOW_DEV_FETCH=1); it lets dealers' URLs reach private addresses",
    );
  }
  if (issues.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${issues.join('\n')}`);
  }
  const devMailbox = !values.SMTP_URL && developmentToolAllowed(values, values.ALLOW_DEV_MAIL);
  const warnings: string[] = [];
  if (values.NODE_ENV === 'production' && !values.SMTP_URL) {
    warnings.push(
      'SMTP_URL is not set: mails (alerts, new inquiries) are kept in the outbox table and sent nowhere' +
        (devMailbox ? ' (shown at /dev-mail)' : ''),
    );
  }
  if (values.TRUST_PROXY === true) {
    warnings.push(
      'TRUST_PROXY=true trusts every X-Forwarded-For hop, so any client can choose the address ' +
        'that rate limits and logs see: set the number of proxies in front instead (usually 1)',
    );
  }
  const google =
    values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
      ? { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET }
      : undefined;
  const storage: StorageConfig =
    values.STORAGE_DRIVER === 's3' && values.S3_BUCKET && values.MEDIA_PUBLIC_URL
      ? {
          driver: 's3',
          bucket: values.S3_BUCKET,
          region: values.S3_REGION,
          endpoint: values.S3_ENDPOINT,
          credentials:
            values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: values.S3_ACCESS_KEY_ID,
                  secretAccessKey: values.S3_SECRET_ACCESS_KEY,
                }
              : undefined,
          forcePathStyle: values.S3_FORCE_PATH_STYLE,
          publicUrl: values.MEDIA_PUBLIC_URL.replace(/\/+$/, ''),
        }
      : { driver: 'local' };
  return {
    nodeEnv: values.NODE_ENV ?? 'development',
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    /** A streaming replica for searches and other public reads; unset: the primary. */
    databaseReadUrl: values.DATABASE_READ_URL,
    database: {
      poolMax: values.DATABASE_POOL_MAX,
      statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
      idleTimeoutMs: values.DATABASE_IDLE_TIMEOUT_MS,
    },
    logLevel: values.LOG_LEVEL,
    seedDemoData: values.SEED_DEMO_DATA,
    storageBasePath: values.STORAGE_BASE_PATH,
    storage,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    /**
     * The server's cookies carry `Secure` when people reach the site over HTTPS (PUBLIC_URL) and
     * in production, whatever PUBLIC_URL says (docs/decisions/143).
     */
    secureCookies:
      values.NODE_ENV === 'production' ||
      (values.PUBLIC_URL !== undefined && new URL(values.PUBLIC_URL).protocol === 'https:'),
    sessionSecret: values.SESSION_SECRET,
    google,
    signInProvider: signInProviderOf(values, google !== undefined),
    mapsKey: values.MAPS_KEY,
    /**
     * Prometheus metrics (docs/decisions/184): with `port`, served there (on HOST) and not on
     * the app's port; else at /metrics on the app's port to `Authorization: Bearer <token>`;
     * with neither, not served.
     */
    metrics: { token: values.METRICS_TOKEN, port: values.METRICS_PORT },
    searchCacheSeconds: values.SEARCH_CACHE_SECONDS,
    /** How often each process reads the cars changed by others (0: before every search). */
    searchSyncMs: values.SEARCH_SYNC_MS,
    /**
     * Snapshots of the search index in DATA_DIR/search-index, read at start instead of loading
     * every car, written every so many minutes when cars changed (docs/decisions/185); 0: none.
     * At most 30: a restart reads at most that much of the change log again.
     */
    searchSnapshots:
      values.SEARCH_SNAPSHOT_MINUTES > 0
        ? {
            dir: path.join(path.resolve(values.DATA_DIR), 'search-index'),
            everyMs: values.SEARCH_SNAPSHOT_MINUTES * 60_000,
          }
        : undefined,
    /** Page views are forwarded to Google Analytics 4 only when both are set. */
    ga4:
      values.GA4_MEASUREMENT_ID && values.GA4_API_SECRET
        ? { measurementId: values.GA4_MEASUREMENT_ID, apiSecret: values.GA4_API_SECRET }
        : undefined,
    /** Keys the daily visitor hash; without it one is derived from the session secret. */
    analyticsSalt: values.ANALYTICS_SALT,
    featureFlags: values.FEATURE_FLAGS ?? {},
    /** Origins allowed to call the API from a browser; empty: no CORS headers at all. */
    corsOrigins: values.CORS_ORIGINS ?? [],
    /** The finance terms quoted for a car whose dealer offers none (docs/decisions/139). */
    finance: {
      downPaymentPercent: values.FINANCE_DOWN_PAYMENT_PERCENT,
      termMonths: values.FINANCE_TERM_MONTHS,
      annualRatePercent: values.FINANCE_ANNUAL_RATE_PERCENT,
    },
    /**
     * Who reviews reported listings at /operator/reports. Unset: the demo's operator account
     * under the bundled sign-in (where anyone may sign in as anyone), else nobody.
     */
    operatorEmails:
      values.OPERATOR_EMAILS ??
      new Set(
        signInProviderOf(values, google !== undefined) === 'development' ? [demoOperatorEmail] : [],
      ),
    trustProxy: values.TRUST_PROXY,
    /** Settings that start but deserve a second look; logged at start. */
    warnings,
    /** Requests per client IP and minute (docs/decisions/051). */
    rateLimits: {
      signInPerMinute: values.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      writesPerMinute: values.RATE_LIMIT_WRITES_PER_MINUTE,
      readsPerMinute: values.RATE_LIMIT_READS_PER_MINUTE,
      /** Buyers' inquiries about cars and reports of listings, per address. */
      inquiriesPerMinute: values.RATE_LIMIT_INQUIRIES_PER_MINUTE,
      /** Pages written on the server, not kept in the page cache (docs/decisions/148). */
      pagesPerMinute: values.RATE_LIMIT_PAGES_PER_MINUTE,
      /** Requests of one dealer API key to the stock API, not per address (decisions/174). */
      apiKeyPerMinute: values.RATE_LIMIT_API_KEY_PER_MINUTE,
    },
    /** What one dealership may keep (docs/decisions/053). */
    quotas: {
      carsPerDealer: values.DEALER_MAX_CARS,
      picturesPerDealer: values.DEALER_MAX_PICTURES,
      pictureBytesPerDealer: values.DEALER_MAX_PICTURE_MB * 1024 * 1024,
    },
    /** Picture and logo uploads (docs/decisions/053 and 054); no folder: the system's. */
    uploads: {
      tempDir: values.UPLOAD_TEMP_DIR && path.resolve(values.UPLOAD_TEMP_DIR),
      tempBytesPerProcess: values.UPLOAD_TEMP_MAX_MB * 1024 * 1024,
      timeoutSeconds: values.PICTURE_TIMEOUT_SECONDS,
    },
    /**
     * Mail (docs/decisions/135): SMTP when SMTP_URL is set. Else the mails stay in the outbox,
     * and the development mailbox at /dev-mail shows them where development tools are allowed
     * (NODE_ENV development or test, or ALLOW_DEV_MAIL).
     */
    mail: {
      smtpUrl: values.SMTP_URL,
      from:
        values.MAIL_FROM ??
        `Arabeya <no-reply@${new URL(values.PUBLIC_URL ?? 'http://localhost').hostname}>`,
      devMailbox,
      retryDelaySeconds: values.MAIL_RETRY_DELAY_SECONDS,
      /** Tries after the first, backing off from the delay, before a mail is marked failed. */
      retryLimit: values.MAIL_RETRIES,
    },
    /** Alert mails: gathered this long after a match, and at most one a user per interval. */
    alerts: {
      delaySeconds: values.ALERT_DELAY_SECONDS,
      minIntervalSeconds: values.ALERT_MIN_INTERVAL_SECONDS,
    },
    /** Fetching dealers' photo and feed URLs (docs/decisions/171). */
    outsideFetch: {
      /** `host:port` pairs reached although private: tests' local servers only. */
      allowedHosts: values.OUTSIDE_FETCH_ALLOWED_HOSTS ?? new Set<string>(),
    },
    /** The job queue and its workers (docs/decisions/134). */
    jobs: {
      /** pg-boss' schema, beside the app's tables. */
      schema: values.JOBS_SCHEMA,
      /** Pictures this process processes at once; 0: none (`npm start` with separate workers). */
      workers: values.WORKERS,
      retryDelaySeconds: values.PICTURE_RETRY_DELAY_SECONDS,
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;
