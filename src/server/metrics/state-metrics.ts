import { sql } from 'kysely';
import { Gauge, Registry } from 'prom-client';
import type { PgBoss } from 'pg-boss';
import { poolOf, type Db } from '../db/database';
import { jobSchemaOf } from '../queue/job-queue';
import type { CarSearch } from '../modules/cars/search/car-search';

/*
 * Figures read at each scrape (docs/decisions/184): the connection pools, this process's search
 * index, and the job queue and mail outbox in the database. The queue and the outbox are the
 * same for every process: dashboards take their max across processes, not their sum.
 */

export interface StateSources {
  db: Db;
  /** The read replica's pool, when there is one. */
  readDb?: Db | undefined;
  jobs: PgBoss;
  /** This process's search index; a worker has none. */
  carSearch?: Pick<CarSearch, 'size' | 'freshness'> | undefined;
}

const secondsSince = (time: number) => Math.max(0, (Date.now() - time) / 1000);

export function stateMetrics(sources: StateSources): Registry {
  const registry = new Registry();
  const registers = [registry];
  const pools = { primary: sources.db, read: sources.readDb };

  new Gauge({
    name: 'arabeya_db_pool_connections',
    help: 'Connections of the PostgreSQL pool, by pool (primary, read) and state (busy, idle)',
    labelNames: ['pool', 'state'] as const,
    registers,
    collect() {
      for (const [name, db] of Object.entries(pools)) {
        const pool = db && poolOf(db);
        if (!pool) continue;
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'busy' }, pool.totalCount - pool.idleCount);
      }
    },
  });
  new Gauge({
    name: 'arabeya_db_pool_waiting',
    help: 'Queries waiting for a free connection of the PostgreSQL pool, by pool',
    labelNames: ['pool'] as const,
    registers,
    collect() {
      for (const [name, db] of Object.entries(pools)) {
        const pool = db && poolOf(db);
        if (pool) this.set({ pool: name }, pool.waitingCount);
      }
    },
  });

  const { carSearch } = sources;
  if (carSearch) {
    new Gauge({
      name: 'arabeya_search_index_cars',
      help: "Cars on sale in this process's search index",
      registers,
      collect() {
        this.set(carSearch.size);
      },
    });
    new Gauge({
      name: 'arabeya_search_index_lag_seconds',
      help: 'Seconds since the search index last read the change log to its end',
      registers,
      collect() {
        this.set(secondsSince(carSearch.freshness.readThroughAt));
      },
    });
    new Gauge({
      name: 'arabeya_search_index_last_change_age_seconds',
      help: 'Age of the newest car change the search index applied (0 before the first)',
      registers,
      collect() {
        const { newestChangeAt } = carSearch.freshness;
        if (newestChangeAt !== undefined) this.set(secondsSince(newestChangeAt));
      },
    });
  }

  const jobSchema = jobSchemaOf(sources.jobs);
  const jobs = sql.table(`${jobSchema}.job`);
  const queues = sql.table(`${jobSchema}.queue`);
  let reading: Promise<{ name: string; waiting: number; oldest: number | null }[]> | undefined;
  /** Both queue gauges are collected at once: the first to ask starts the one read they share. */
  const readQueues = () =>
    (reading ??= sql<{ name: string; waiting: number; oldest: number | null }>`
      select q.name,
        count(j.id)::int as waiting,
        extract(epoch from now() - min(j.start_after) filter (where j.start_after <= now()))::float8 as oldest
      from ${queues} q
      left join ${jobs} j on j.name = q.name and j.state in ('created', 'retry')
      group by q.name`
      .execute(sources.db)
      .then((result) => result.rows)
      .finally(() => (reading = undefined)));
  new Gauge({
    name: 'arabeya_job_queue_depth',
    help: 'Jobs waiting to be worked on (created or to be retried), by queue',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      for (const row of await readQueues()) this.set({ queue: row.name }, row.waiting);
    },
  });
  new Gauge({
    name: 'arabeya_job_queue_oldest_seconds',
    help: 'How long the oldest job that may start has waited since it could, by queue',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      for (const row of await readQueues())
        this.set({ queue: row.name }, Math.max(0, row.oldest ?? 0));
    },
  });
  new Gauge({
    name: 'arabeya_mails_waiting',
    help: 'Mails in the outbox not sent yet (queued or being sent)',
    registers,
    async collect() {
      const row = await sources.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('waiting'))
        .where('status', 'in', ['queued', 'sending'])
        .executeTakeFirstOrThrow();
      this.set(Number(row.waiting));
    },
  });
  return registry;
}
