import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pictureListResponseSchema, type EditPicture } from '#shared/schemas/car-write';
import type { Db } from '#server/db/database';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A test's database and the schema of its job queue. */
export interface JobsOf {
  db: Db;
  jobsSchema: string;
}

/**
 * Waits until no job of the queues named like `namePattern` (SQL `like`) is waiting, running or
 * due for a retry within the next minute (a daily alert waits for the morning).
 */
export async function jobsDone(t: JobsOf, namePattern: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from ${sql.table(`${t.jobsSchema}.job`)}
      where name like ${namePattern} and state in ('created', 'retry', 'active')
        and start_after < now() + interval '1 minute'`.execute(t.db);
    if (rows[0]?.count === 0) return;
    if (Date.now() > deadline)
      throw new Error(`${namePattern} jobs still running after ${timeoutMs} ms`);
    await pause(100);
  }
}

/**
 * Waits until no picture job is waiting, running or due for a retry: every job has done all it
 * does (its picture ready or failed, its files written or removed).
 */
export const pictureJobsDone = (t: JobsOf, timeoutMs?: number) =>
  jobsDone(t, 'picture-%', timeoutMs);

/** Waits until new cars are matched and their alert mails written. */
export async function alertWorkDone(t: JobsOf): Promise<void> {
  await jobsDone(t, 'car-alerts');
  await jobsDone(t, 'alert-mail%');
}

/** Waits until new cars are matched, their alerts written and the mails sent. */
export async function alertsDone(t: JobsOf): Promise<void> {
  await alertWorkDone(t);
  await jobsDone(t, 'mail-send%');
}

/** The car's pictures as the edit form lists them, once the picture jobs are done. */
export async function settledPictures(
  t: JobsOf & { app: FastifyInstance },
  headers: Record<string, string>,
  carId: string,
): Promise<EditPicture[]> {
  await pictureJobsDone(t);
  const response = await t.app.inject({ url: `/api/v1/pictures/car/${carId}`, headers });
  if (response.statusCode !== 200) throw new Error(`listing pictures: ${response.body}`);
  return pictureListResponseSchema.parse(response.json()).pictures;
}
