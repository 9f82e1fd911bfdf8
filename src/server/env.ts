import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'yes'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: flag.default(true),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  ALLOW_DEV_IDP: flag.default(false),
  MAPS_KEY: z.string().default(''),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  STORAGE_BASE_PATH: z
    .string()
    .regex(/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/, 'must be a relative path like car_images/test')
    .default('car_images/test'),
});

export class ConfigError extends Error {}

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
  if (values.NODE_ENV === 'production' && !values.GOOGLE_CLIENT_ID && !values.ALLOW_DEV_IDP) {
    issues.push(
      '  GOOGLE_CLIENT_ID: without Google sign-in the bundled development sign-in provider would run,\n' +
        '    and it refuses to in production (anyone could sign in as anyone). Set GOOGLE_CLIENT_ID and\n' +
        '    GOOGLE_CLIENT_SECRET, or ALLOW_DEV_IDP=1 for a private demo.',
    );
  }
  if (issues.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${issues.join('\n')}`);
  }
  const google =
    values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
      ? { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET }
      : undefined;
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    logLevel: values.LOG_LEVEL,
    seedDemoData: values.SEED_DEMO_DATA,
    storageBasePath: values.STORAGE_BASE_PATH,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    sessionSecret: values.SESSION_SECRET,
    google,
    allowDevIdp: values.ALLOW_DEV_IDP,
    mapsKey: values.MAPS_KEY,
    searchCacheSeconds: values.SEARCH_CACHE_SECONDS,
  };
}

export type Config = ReturnType<typeof loadConfig>;
