import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { buildApp, type AppDependencies } from '#server/app';
import { migrateToLatest, openDatabase, truncateAll, type Db } from '#server/db/database';
import { loadConfig } from '#server/env';
import { openJobQueue } from '#server/queue/job-queue';
import { createQueues } from '#server/background-work';
import { alertWorkDone } from './jobs';
import { deriveKeys } from '#server/lib/keys';
import { createStorage } from '#server/storage/create-storage';
import { createLocalStorage } from '#server/storage/local-storage';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** Tests' picture jobs are retried a second after failing, not ten. */
const testRetries = {
  pictures: { retryDelaySeconds: 1 },
  mail: { retryDelaySeconds: 1, retryLimit: 3 },
};

/**
 * A migrated database of its own, with a started job queue: in-memory PGlite, or a fresh schema
 * on the PostgreSQL server (and one beside it for the jobs).
 */
export async function openTestDatabase(kind: DatabaseKind) {
  if (kind === 'pglite') {
    const db = await openDatabase({ pgliteDir: 'memory://' });
    await migrateToLatest(db);
    const jobs = await openJobQueue({ db, schema: 'jobs' });
    await createQueues(jobs, testRetries);
    const drop = async () => {
      await jobs.stop({ graceful: false });
      await db.destroy();
    };
    return { db, readDb: db, jobs, jobsSchema: 'jobs', applicationName: undefined, drop };
  }
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const jobsSchema = `${schema}_jobs`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  // Its own name in pg_stat_activity, so a test can find (and kill) exactly its connections.
  const applicationName = `arabeya-${schema}`;
  const db = await openDatabase({ url, pgliteDir: '', schema, poolMax: 4, applicationName });
  await migrateToLatest(db, schema);
  const jobs = await openJobQueue({ db, url, schema: jobsSchema });
  await createQueues(jobs, testRetries);
  // Public reads go through a pool of their own, as they would to a read replica.
  const readDb = await openDatabase({ url, pgliteDir: '', schema, poolMax: 4, applicationName });
  return {
    db,
    readDb,
    jobs,
    jobsSchema,
    applicationName,
    drop: async () => {
      await jobs.stop({ graceful: false });
      await readDb.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      await sql`drop schema ${sql.id(jobsSchema)} cascade`.execute(db);
      await db.destroy();
    },
  };
}

/**
 * The environment every test app is configured from. Tests change rows behind the app's back,
 * so caching is off, the search index reads the change log before every search and keeps no
 * snapshots (all three are tested on their own); every request comes from one address, so the
 * per-IP limits are lifted (their own tests set them).
 */
export const testEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://arabeya.test',
  SEARCH_CACHE_SECONDS: '0',
  SEARCH_SYNC_MS: '0',
  SEARCH_SNAPSHOT_MINUTES: '0',
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
  RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  RATE_LIMIT_READS_PER_MINUTE: '1000000',
  RATE_LIMIT_INQUIRIES_PER_MINUTE: '1000000',
  RATE_LIMIT_PAGES_PER_MINUTE: '1000000',
  RATE_LIMIT_API_KEY_PER_MINUTE: '1000000',
  PICTURE_RETRY_DELAY_SECONDS: '1',
  MAIL_RETRY_DELAY_SECONDS: '1',
  ALERT_DELAY_SECONDS: '0',
  ALERT_MIN_INTERVAL_SECONDS: '0',
});

const sessionSecret = 'test-session-secret-that-is-long-enough';
export const testKeys = deriveKeys(sessionSecret);

/**
 * The real app on `db`, storing files in `mediaDir` (or the configured bucket). Several apps on
 * one database stand for app processes behind a load balancer.
 */
export async function buildTestApp(
  db: Db,
  jobs: PgBoss,
  mediaDir: string,
  configOverrides: NodeJS.ProcessEnv = {},
  readDb?: Db,
  web: Pick<AppDependencies, 'webDir' | 'pageRendererEntry'> = {},
) {
  const config = loadConfig({ ...testEnv(mediaDir), ...configOverrides });
  const storage =
    config.storage.driver === 's3' ? await createStorage(config) : createLocalStorage(mediaDir);
  const app = await buildApp({
    config,
    db,
    readDb,
    jobs,
    storage,
    mediaDir,
    keys: testKeys,
    ...web,
  });
  return { app, config, storage };
}

/**
 * The real app on a database of the given kind, with local storage in a temporary folder; with
 * `web`, it serves the built pages too (`npm run build` first).
 */
export async function createTestApp(
  kind: DatabaseKind,
  configOverrides: NodeJS.ProcessEnv = {},
  web: Pick<AppDependencies, 'webDir' | 'pageRendererEntry'> = {},
) {
  const { db, readDb, jobs, jobsSchema, drop, applicationName } = await openTestDatabase(kind);
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-media-'));
  const built = await buildTestApp(db, jobs, mediaDir, configOverrides, readDb, web);
  const { app, config, storage } = built;
  return {
    app,
    db,
    jobs,
    jobsSchema,
    applicationName,
    storage,
    mediaDir,
    config,
    sessionSecret,
    keys: testKeys,
    // Alert work of the last test's cars would hold locks the truncate needs (a deadlock).
    reset: async () => {
      await alertWorkDone({ db, jobsSchema });
      await truncateAll(db);
      // Each test starts with nothing counted (the per-number and per-visitor windows too).
      await db.deleteFrom('rate_limit_windows').execute();
    },
    close: async () => {
      await app.close();
      await drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type { Db };
