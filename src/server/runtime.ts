import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import { migrateToLatest, openDatabase, type Db } from './db/database';
import type { Config } from './env';
import { openJobQueue } from './queue/job-queue';
import { createQueues, queueRetries } from './background-work';
import { deriveKeys, type Keys } from './lib/keys';
import { createStorage, mediaDirOf } from './storage/create-storage';
import type { Storage } from './storage/storage';

/**
 * What a running process needs: the database (migrated), the job queue (started), the storage
 * driver and the keys.
 */
export interface Runtime {
  db: Db;
  jobs: PgBoss;
  /** DATABASE_READ_URL's replica; undefined: reads go to `db`. */
  readDb: Db | undefined;
  storage: Storage;
  mediaDir: string;
  keys: Keys;
}

/** Without SESSION_SECRET (development), a random secret is made once and kept under DATA_DIR. */
async function sessionSecretOf(config: Config): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

export async function openRuntime(config: Config): Promise<Runtime> {
  await mkdir(config.dataDir, { recursive: true });
  const db = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
    poolMax: config.database.poolMax,
    statementTimeoutMs: config.database.statementTimeoutMs,
    idleTimeoutMs: config.database.idleTimeoutMs,
  });
  await migrateToLatest(db);
  const jobs = await openJobQueue({ db, url: config.databaseUrl, schema: config.jobs.schema });
  await createQueues(jobs, queueRetries(config));
  const readDb = config.databaseReadUrl
    ? await openDatabase({
        url: config.databaseReadUrl,
        pgliteDir: '',
        poolMax: config.database.poolMax,
        statementTimeoutMs: config.database.statementTimeoutMs,
        idleTimeoutMs: config.database.idleTimeoutMs,
        applicationName: 'arabeya-read',
      })
    : undefined;
  const mediaDir = mediaDirOf(config);
  await mkdir(mediaDir, { recursive: true });
  return {
    db,
    jobs,
    readDb,
    storage: await createStorage(config),
    mediaDir,
    keys: deriveKeys(await sessionSecretOf(config)),
  };
}

/** Closes what `openRuntime` opened: the job queue first, as it uses the database. */
export async function closeRuntime(runtime: Runtime): Promise<void> {
  await runtime.jobs.stop({ graceful: true });
  await runtime.readDb?.destroy();
  await runtime.db.destroy();
}
