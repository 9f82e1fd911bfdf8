import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRequest, forgetClosedWindows } from '#server/plugins/rate-limit';
import { buildTestApp, databaseKinds, openTestDatabase } from '#test/db';

describe.each(databaseKinds)('rate-limit counters on %s', (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let mediaDir: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-rate-'));
  });
  afterAll(async () => {
    await database.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  /** An app process on the shared test database, as behind a load balancer. */
  const appProcess = async (env: NodeJS.ProcessEnv) =>
    (await buildTestApp(database.db, database.jobs, mediaDir, env)).app;

  it('counts per key within a fixed window, and opens a new window once it closes', async () => {
    const { db } = database;
    const first = await countRequest(db, 'window-a', 400);
    expect(first).toEqual({ current: 1, ttl: 400 });
    const second = await countRequest(db, 'window-a', 400);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(400);
    expect((await countRequest(db, 'window-b', 400)).current).toBe(1);
    await sleep(450);
    expect(await countRequest(db, 'window-a', 400)).toEqual({ current: 1, ttl: 400 });
  });

  it('gives concurrent requests a count each', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => countRequest(database.db, 'concurrent', 60_000)),
    );
    const counts = answers.map((answer) => answer.current).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('deletes only the windows closed an hour ago or more', async () => {
    const { db } = database;
    await db
      .insertInto('rate_limit_windows')
      .values([
        { key: 'old', started_at: sql<Date>`now() - interval '61 minutes'`, count: 5 },
        { key: 'recent', started_at: sql<Date>`now() - interval '59 minutes'`, count: 5 },
      ])
      .execute();
    await forgetClosedWindows(db);
    const keys = await db
      .selectFrom('rate_limit_windows')
      .select('key')
      .where('key', 'in', ['old', 'recent'])
      .execute();
    expect(keys.map((row) => row.key)).toEqual(['recent']);
  });

  it('is shared by every app process on the database', async () => {
    const apps = [
      await appProcess({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '2' }),
      await appProcess({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '2' }),
    ];
    try {
      const login = (app: (typeof apps)[number]) =>
        app.inject({
          url: '/api/v1/auth/login?returnTo=%2F&mode=popup',
          remoteAddress: '192.0.2.30',
        });
      const [one, two] = apps as [(typeof apps)[number], (typeof apps)[number]];
      expect((await login(one)).statusCode).toBe(302);
      expect((await login(two)).statusCode).toBe(302);
      expect((await login(one)).statusCode).toBe(429);
      expect((await login(two)).statusCode).toBe(429);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('lets a request through when the database cannot count it', async () => {
    const app = await appProcess({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '1' });
    try {
      const login = () =>
        app.inject({
          url: '/api/v1/auth/login?returnTo=%2F&mode=popup',
          remoteAddress: '192.0.2.40',
        });
      expect((await login()).statusCode).toBe(302);
      expect((await login()).statusCode).toBe(429);
      await sql`alter table rate_limit_windows rename to rate_limit_windows_away`.execute(
        database.db,
      );
      expect((await login()).statusCode).toBe(302);
    } finally {
      await sql`alter table rate_limit_windows_away rename to rate_limit_windows`.execute(
        database.db,
      );
      await app.close();
    }
  });
});
