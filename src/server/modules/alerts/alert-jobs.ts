import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Job, PgBoss } from 'pg-boss';
import { vehicleNamesIn } from '#shared/reference/makes';
import type { Language } from '#shared/reference/types';
import type { Car } from '#shared/schemas/car';
import { ogPictureId } from '#shared/rules/pictures';
import { carDetailsPath, inLanguage } from '#shared/rules/site-paths';
import { carTitle } from '#shared/rules/specifications';
import type { Db } from '../../db/database';
import { inTransaction, workEachJob } from '../../queue/job-queue';
import type { Storage } from '../../storage/storage';
import { apiCarsByIds } from '../cars/cars.service';
import { lastMailQueuedAt, queueMail } from '../mail/mail.service';
import { matchesToMail } from '../saved-searches/saved-searches.service';
import { alertRecipient, lockUser } from '../users/users.service';
import { markPriceDropsMailed } from './alerts.repository';
import { matchCars, type AlertRecipient } from './alert-matching';
import { renderAlertMail, type MailCar } from './alert-mail';
import { unsubscribeToken } from './unsubscribe-token';
import { alertsQueued } from '../../metrics/process-metrics';

/*
 * Alerts (docs/decisions/136). A car write queues a `car-alerts` job in its transaction; the job
 * records the car's new matches and price drops and, in the same transaction, queues one
 * `alert-mail` job per user to write to (at most one waiting per user): instant ones after a
 * short gathering delay, daily ones for the next morning. The mail job gathers everything not
 * yet mailed, marks it mailed and queues the mail in the outbox, again in one transaction.
 */

export const carAlertsQueue = 'car-alerts';
export const alertMailQueue = 'alert-mail';
export const dailyAlertMailQueue = 'alert-mail-daily';

interface CarAlertsJob {
  carId: string;
}
interface AlertMailJob {
  userId: string;
}

export interface AlertTiming {
  /** Seconds an instant alert waits for more matches to come with it. */
  delaySeconds: number;
  /** Seconds between two instant alert mails to one user at least. */
  minIntervalSeconds: number;
}

export async function createAlertQueues(boss: PgBoss): Promise<void> {
  const retries = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 };
  await boss.createQueue(carAlertsQueue, { ...retries, notify: true });
  // `short`: one job waiting per user (its singleton key); a match meanwhile joins that one.
  await boss.createQueue(alertMailQueue, { ...retries, policy: 'short', notify: true });
  await boss.createQueue(dailyAlertMailQueue, { ...retries, policy: 'short' });
}

/** Queues the alert work of cars just written, in the transaction that writes them. */
export async function queueCarAlerts(boss: PgBoss, trx: Db, carIds: readonly string[]) {
  if (carIds.length === 0) return;
  const jobs = carIds.map((carId) => ({ data: { carId } satisfies CarAlertsJob }));
  await boss.insert(carAlertsQueue, jobs, { db: inTransaction(trx) });
}

/** Daily alerts leave at 08:00 in Cairo (06:00 UTC, a little earlier in summer time). */
export function nextDailyRun(now: Date): Date {
  const run = new Date(now);
  run.setUTCHours(6, 0, 0, 0);
  if (run <= now) run.setUTCDate(run.getUTCDate() + 1);
  return run;
}

/** Queues the recipients' alert mails in one statement per queue; a user's waiting one absorbs a repeat. */
async function queueAlertMails(
  boss: PgBoss,
  trx: Db,
  recipients: readonly AlertRecipient[],
  timing: AlertTiming,
) {
  const db = inTransaction(trx);
  const morning = nextDailyRun(new Date());
  const jobsOf = (frequency: AlertRecipient['frequency']) =>
    recipients
      .filter((recipient) => recipient.frequency === frequency)
      .map(({ userId }) => ({
        data: { userId } satisfies AlertMailJob,
        singletonKey: userId,
        startAfter: frequency === 'instant' ? timing.delaySeconds : morning,
      }));
  for (const [queue, jobs] of [
    [alertMailQueue, jobsOf('instant')],
    [dailyAlertMailQueue, jobsOf('daily')],
  ] as const) {
    if (jobs.length > 0) await boss.insert(queue, jobs, { db });
  }
}

/** Matches the cars of a batch of jobs and queues the mails, all in one transaction. */
export async function runCarAlerts(
  db: Db,
  boss: PgBoss,
  carIds: readonly string[],
  timing: AlertTiming,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const recipients = await matchCars(trx, [...new Set(carIds)]);
    await queueAlertMails(boss, trx, recipients, timing);
  });
}

export interface AlertMailDeps {
  db: Db;
  jobs: PgBoss;
  storage: Storage;
  publicUrl: string;
  unsubscribeKey: string;
  timing: AlertTiming;
}

/** Cars a mail shows per saved search; the rest are a link to the listings. */
const carsShownPerSearch = 10;

function mailCars(deps: AlertMailDeps, cars: readonly Car[], language: Language) {
  const names = vehicleNamesIn(language);
  return new Map(
    cars.map((car) => {
      const picture = car.pictures[ogPictureId]?.url;
      const mailCar: MailCar = {
        title: carTitle(car, language, names),
        price: car.price,
        url: new URL(inLanguage(language, carDetailsPath(car.id)), deps.publicUrl).href,
        pictureUrl: picture ? new URL(picture, deps.publicUrl).href : null,
      };
      return [car.id, { status: car.status, mailCar }];
    }),
  );
}

/**
 * Writes one user's alert mail of `frequency`: every match of their searches of that frequency
 * and (instant) every price drop not mailed yet, of cars still on sale. An instant mail within
 * the minimum interval of the last one is put off until the interval has passed.
 */
export async function sendAlertMail(
  deps: AlertMailDeps,
  userId: string,
  frequency: 'instant' | 'daily',
): Promise<void> {
  const { db, jobs, timing } = deps;
  const queued = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const user = await alertRecipient(trx, userId);
    if (!user) return false;
    if (frequency === 'instant' && timing.minIntervalSeconds > 0) {
      const last = await lastMailQueuedAt(trx, userId, 'alert');
      const wait = last
        ? Math.ceil(last.getTime() / 1000 + timing.minIntervalSeconds - Date.now() / 1000)
        : 0;
      if (wait > 0) {
        await jobs.send(alertMailQueue, { userId } satisfies AlertMailJob, {
          singletonKey: userId,
          startAfter: wait,
          db: inTransaction(trx),
        });
        return false;
      }
    }
    const { searches: searchesOfUser, matches } = await matchesToMail(trx, userId, frequency);
    const drops = frequency === 'instant' ? await markPriceDropsMailed(trx, userId) : [];
    const carIds = [...new Set([...matches.map((m) => m.car_id), ...drops.map((d) => d.car_id)])];
    const language = user.language;
    const cars = mailCars(deps, await apiCarsByIds(trx, deps.storage, carIds), language);
    const onSale = (carId: string) => {
      const car = cars.get(carId);
      return car?.status === 'active' ? [car.mailCar] : [];
    };
    const bySearch = new Map<
      string,
      { name: string; query: Record<string, string | number>; cars: MailCar[] }
    >();
    const searchById = new Map(searchesOfUser.map((search) => [search.id, search]));
    for (const match of matches) {
      const saved = searchById.get(match.saved_search_id);
      if (!saved) continue;
      const search = bySearch.get(match.saved_search_id) ?? {
        name: saved.name,
        query: saved.query,
        cars: [],
      };
      search.cars.push(...onSale(match.car_id));
      bySearch.set(match.saved_search_id, search);
    }
    const link = (path: string) => new URL(inLanguage(language, path), deps.publicUrl).href;
    const unsubscribeUrl = (savedSearchId: string | null) =>
      `${deps.publicUrl}/unsubscribe?token=${unsubscribeToken(deps.unsubscribeKey, { userId, savedSearchId, language })}`;
    const searches = [...bySearch.entries()]
      .filter(([, search]) => search.cars.length > 0)
      .map(([id, search]) => ({
        name: search.name,
        cars: search.cars.slice(0, carsShownPerSearch),
        more: Math.max(0, search.cars.length - carsShownPerSearch),
        listingsUrl: link(`/car-grid?${listingsQuery(search.query)}`),
        unsubscribeUrl: unsubscribeUrl(id),
      }));
    const dropped = user.priceAlerts
      ? drops.flatMap((drop) =>
          onSale(drop.car_id).map((car) => ({ car, from: drop.from_price, to: drop.to_price })),
        )
      : [];
    if (searches.length === 0 && dropped.length === 0) return false;
    const unsubscribeAllUrl = unsubscribeUrl(null);
    const mail = renderAlertMail({
      language,
      searches,
      drops: dropped,
      savedSearchesUrl: link('/saved-searches'),
      unsubscribeAllUrl,
    });
    const contents = [
      ...matches.map((m) => `${m.saved_search_id}/${m.car_id}`),
      ...drops.map((d) => `drop/${d.id}`),
    ].sort();
    const mailId = await queueMail(jobs, trx, {
      dedupeKey: `alert:${userId}:${createHash('sha256').update(contents.join(',')).digest('base64url')}`,
      userId,
      kind: 'alert',
      to: user.email,
      ...mail,
      headers: {
        'List-Unsubscribe': `<${unsubscribeAllUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return mailId !== undefined;
  });
  if (queued) alertsQueued.inc();
}

/** A saved search's criteria as the listings' URL takes them (the same names as the API). */
const listingsQuery = (query: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );

const carAlertsPolling = { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 };
/** Alert mails written at once: each waits mostly on the database. */
const alertMailWorkers = 4;
/** Cars matched together: one read of the saved searches of their makes serves them all. */
const carAlertsBatch = 250;

/** Works on the alert queues in this process until the queue is stopped. */
export async function startAlertWorker(
  deps: AlertMailDeps & { log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<void> {
  const { jobs, log } = deps;
  await jobs.work<CarAlertsJob>(
    carAlertsQueue,
    { ...carAlertsPolling, batchSize: carAlertsBatch, burstWhenBatchFull: true },
    async (batch: Job<CarAlertsJob>[]) => {
      try {
        await runCarAlerts(
          deps.db,
          jobs,
          batch.map((job) => job.data.carId),
          deps.timing,
        );
      } catch (error) {
        log.warn({ err: error, cars: batch.length }, 'matching cars to saved searches failed');
        throw error;
      }
    },
  );
  for (const [queue, frequency] of [
    [alertMailQueue, 'instant'],
    [dailyAlertMailQueue, 'daily'],
  ] as const) {
    await workEachJob<AlertMailJob>(jobs, queue, alertMailWorkers, async (job) => {
      try {
        await sendAlertMail(deps, job.data.userId, frequency);
      } catch (error) {
        log.warn({ err: error, userId: job.data.userId }, 'writing an alert mail failed');
        throw error;
      }
    });
  }
}

export async function stopAlertWorker(jobs: PgBoss): Promise<void> {
  for (const queue of [carAlertsQueue, alertMailQueue, dailyAlertMailQueue]) {
    await jobs.offWork(queue, { wait: true });
  }
}
