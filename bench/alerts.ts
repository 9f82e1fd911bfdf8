// npm run bench:alerts [-- --searches 100000 --cars 1000] — who gets an alert for a burst of new
// cars: on PostgreSQL (a scratch database), `--searches` saved searches of 20,000 users, made
// around cars of the demo market's mix (a make on most, a model, a price bound, a place, a body
// style, years, mileage or words on some), then `--cars` new cars listed in one transaction with
// their alert jobs, as a bulk import would. The alert worker of this process matches them (batches
// of 250); the time to the last car matched, and to the last alert mail queued in the outbox, are
// what is measured.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { governorates } from '#shared/reference/cities';
import { carFilterFromQuery, resolveCarFilter } from '#shared/rules/car-filter';
import { savedSearchQuerySchema } from '#shared/schemas/buyer';
import { migrateToLatest, openDatabase } from '#server/db/database';
import { createQueues } from '#server/background-work';
import { openJobQueue } from '#server/queue/job-queue';
import { newId } from '#server/lib/ids';
import {
  demoCars,
  demoDealerColumns,
  demoDealers,
  randomSource,
  type DemoCar,
} from '#server/demo/demo-data';
import { demoCarRow } from '#server/demo/seed-demo';
import { queueCarAlerts } from '#server/modules/alerts/alerts.service';
import { startAlertWorker, stopAlertWorker } from '#server/modules/alerts/alert-jobs';
import { createLocalStorage } from '#server/storage/local-storage';
import { fixed, postgresReachable, postgresServerUrl, scratchDatabase } from './load';

const { values: flags } = parseArgs({
  options: {
    searches: { type: 'string', default: '100000' },
    cars: { type: 'string', default: '1000' },
  },
});
const searchCount = Number(flags.searches);
const carCount = Number(flags.cars);
const userCount = Math.min(20_000, searchCount);

if (!(await postgresReachable(postgresServerUrl))) {
  throw new Error(`PostgreSQL is not reachable at ${postgresServerUrl} (BENCH_POSTGRES_URL)`);
}
const database = await scratchDatabase('arabeya_bench_alerts');
const db = await openDatabase({ url: database.url, pgliteDir: '', poolMax: 8 });
const jobs = await openJobQueue({ db, url: database.url, schema: 'jobs' });
const seconds = (since: number) => fixed((performance.now() - since) / 1000, 1);

try {
  await migrateToLatest(db);
  await createQueues(jobs, {
    pictures: { retryDelaySeconds: 10 },
    mail: { retryDelaySeconds: 30, retryLimit: 8 },
  });
  const random = randomSource(20);
  const dealers = demoDealers(random).map((dealer) => ({ ...dealer, id: newId('dlr') }));
  await db
    .insertInto('dealers')
    .values(
      dealers.map((dealer) => ({ id: dealer.id, ...demoDealerColumns(dealer), logo_key: null })),
    )
    .execute();

  const userIds = Array.from({ length: userCount }, () => newId('usr'));
  for (let start = 0; start < userIds.length; start += 5_000) {
    await db
      .insertInto('users')
      .values(
        userIds.slice(start, start + 5_000).map((id) => ({
          id,
          email: `${id.toLowerCase()}@example.org`,
          photo_url: null,
          role: null,
        })),
      )
      .execute();
  }

  /** A buyer's search around a car they would buy: what the listings' filters make. */
  const queryAround = (car: DemoCar): Record<string, string | number> => {
    const query: Record<string, string | number> = {};
    const chance = (p: number) => random.next() < p;
    if (chance(0.88)) {
      query.make = car.make;
      if (chance(0.4)) query.model = car.model;
    } else {
      query.bodyStyle = car.bodyStyle;
    }
    if (chance(0.6))
      query.priceMax = Math.round((car.price * (1 + random.next() * 0.4)) / 10_000) * 10_000;
    if (chance(0.2))
      query.priceMin = Math.round((car.price * (0.6 + random.next() * 0.3)) / 10_000) * 10_000;
    if (chance(0.35)) {
      const governorate = random.pick(governorates.slice(0, 6));
      query.city = chance(0.5) ? car.city : governorate.key;
    }
    if (chance(0.15)) query.bodyStyle = car.bodyStyle;
    if (chance(0.3)) query.yearMin = car.firstRegistration - random.int(0, 4);
    if (chance(0.2)) query.mileageMax = random.int(5, 20) * 10_000;
    if (chance(0.2)) query.transmission = car.transmission;
    if (chance(0.03)) query.q = car.description.split(' ')[0] ?? 'clean';
    return query;
  };

  const started = performance.now();
  const templates = demoCars(random, dealers, 5_000, ['#000000']);
  const frequencies = ['instant', 'instant', 'instant', 'daily', 'off'] as const;
  for (let start = 0; start < searchCount; start += 2_000) {
    const rows = Array.from({ length: Math.min(2_000, searchCount - start) }, (_, index) => {
      const query = queryAround(random.pick(templates));
      const filter = resolveCarFilter(carFilterFromQuery(savedSearchQuerySchema.parse(query)));
      return {
        id: newId('srch'),
        user_id: userIds[(start + index) % userIds.length]!,
        name: `Search ${start + index}`,
        query: JSON.stringify(query),
        filter: JSON.stringify(filter),
        makes: filter.makes ?? null,
        frequency: random.pick(frequencies),
      };
    });
    await db.insertInto('saved_searches').values(rows).execute();
  }
  await sql`analyze`.execute(db);
  console.log(
    `alerts: ${searchCount} saved searches of ${userCount} users in ${seconds(started)} s; ${carCount} new cars`,
  );

  await startAlertWorker({
    db,
    jobs,
    storage: createLocalStorage('/tmp/arabeya-bench-alerts-media'),
    publicUrl: 'http://localhost:3000',
    unsubscribeKey: 'bench-unsubscribe-key',
    timing: { delaySeconds: 0, minIntervalSeconds: 900 },
    log: { warn: (...args: unknown[]) => console.warn(...args) },
  });

  const burst = performance.now();
  const cars = demoCars(random, dealers, carCount, ['#000000']).map((car) =>
    demoCarRow(
      { ...car, status: 'active', ageMinutes: 0 },
      dealers[car.dealerIndex]!.id,
      Date.now(),
    ),
  );
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('cars').values(cars).execute();
    await queueCarAlerts(
      jobs,
      trx,
      cars.map((car) => car.id),
    );
  });
  const waiting = async (pattern: string) => {
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from jobs.job
      where name like ${pattern} and state in ('created', 'retry', 'active')
        and start_after < now() + interval '1 minute'`.execute(db);
    return rows[0]?.count ?? 0;
  };
  while ((await waiting('car-alerts')) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  const matchedIn = seconds(burst);
  while ((await waiting('alert-mail')) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  const mailedIn = seconds(burst);
  const count = async (query: string) =>
    (await sql<{ count: number }>`${sql.raw(query)}`.execute(db)).rows[0]?.count ?? 0;
  const matches = await count('select count(*)::int as count from saved_search_matches');
  const mails = await count("select count(*)::int as count from mail_outbox where kind = 'alert'");
  const daily = await count(
    "select count(*)::int as count from jobs.job where name = 'alert-mail-daily' and state = 'created'",
  );
  const failed = await count(
    "select count(*)::int as count from jobs.job where name like 'car-alerts' and state = 'failed'",
  );
  console.log(
    `alerts: ${carCount} cars matched against ${searchCount} searches in ${matchedIn} s ` +
      `(${matches} matches, ${failed} failed jobs); instant mails queued by ${mailedIn} s ` +
      `(${mails} mails, ${daily} daily mails waiting for the morning)`,
  );
  await stopAlertWorker(jobs);
} finally {
  await jobs.stop({ graceful: false });
  await db.destroy();
  await database.drop();
}
