import type { PGlite } from '@electric-sql/pglite';
import { fromKysely, PgBoss, type Db as JobDb, type Job } from 'pg-boss';
import { embeddedClientOf, type Db } from '../db/database';

/*
 * Jobs live in PostgreSQL through pg-boss (docs/decisions/134): in the database the app uses, in a
 * schema of their own, so they survive restarts and every process shares them.
 */

export interface JobQueueOptions {
  db: Db;
  /** The PostgreSQL URL the app uses; without it, `db` is the embedded PGlite. */
  url?: string | undefined;
  /** Where pg-boss keeps its tables. */
  schema: string;
}

/**
 * pg-boss on the embedded PGlite, through the same lock as Kysely's queries: PGlite has one
 * connection, and a job query must never run inside a request's transaction. A block of several
 * statements (pg-boss' locked maintenance) has no parameters and goes through `exec`; a failed
 * one may leave a transaction open, which is rolled back before the lock is let go.
 */
function embeddedAdapter(db: Db, client: PGlite): JobDb {
  const locked = <T>(work: () => Promise<T>) => db.connection().execute(work);
  return {
    executeSql: (text, values) =>
      locked(async () => {
        try {
          if (values?.length) return await client.query(text, values);
          const results = await client.exec(text);
          return { rows: results.flatMap((result) => result.rows) };
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
    listen: async (channel, onNotification, onReconnect) => {
      const unsubscribe = await locked(() => client.listen(channel, onNotification));
      onReconnect();
      return { close: () => locked(() => unsubscribe()) };
    },
  };
}

/** pg-boss calls made inside one of the app's transactions commit or roll back with it. */
export const inTransaction = (trx: Db): JobDb => fromKysely(trx);

/** Opens and starts the queue (creating or migrating its schema). Stop it with `stop()`. */
export async function openJobQueue(options: JobQueueOptions): Promise<PgBoss> {
  const client = embeddedClientOf(options.db);
  const boss = new PgBoss({
    schema: options.schema,
    ...(client
      ? { db: embeddedAdapter(options.db, client), backend: 'pglite' as const }
      : {
          connectionString: options.url,
          max: 4,
          application_name: 'arabeya-jobs',
        }),
    useListenNotify: true,
    schedule: false,
  });
  await boss.start();
  schemas.set(boss, options.schema);
  return boss;
}

const schemas = new WeakMap<PgBoss, string>();

/** The schema `openJobQueue` opened the queue in, for reading its tables (the metrics). */
export function jobSchemaOf(boss: PgBoss): string {
  const schema = schemas.get(boss);
  if (schema === undefined) throw new Error('a job queue not opened by openJobQueue');
  return schema;
}

/** Workers look for jobs this often, also while new jobs wake them (a retry wakes no one). */
const polling = { batchSize: 1, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 };

/**
 * Works on `queue` with `concurrency` workers, each one job at a time. A new job wakes them at
 * once (LISTEN/NOTIFY); a worker that just finished one asks for the next at once too, and waits
 * out the polling interval only when none is left.
 */
export async function workEachJob<T extends object>(
  boss: PgBoss,
  queue: string,
  concurrency: number,
  handler: (job: Job<T>) => Promise<void>,
): Promise<void> {
  for (let worker = 0; worker < concurrency; worker++) {
    // The handler may run before `work` answers the id: then it just waits out one poll.
    const started: { workId?: string } = {};
    started.workId = await boss.work<T>(queue, polling, async ([job]: Job<T>[]) => {
      if (!job) return;
      try {
        await handler(job);
      } finally {
        if (started.workId) boss.notifyWorker(started.workId);
      }
    });
  }
}
