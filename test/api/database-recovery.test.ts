import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '#server/db/database';
import { loadConfig } from '#server/env';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe('database settings', () => {
  it('default to a pool of 10, a 15 s statement timeout and a 30 s idle timeout', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).database).toEqual({
      poolMax: 10,
      statementTimeoutMs: 15_000,
      idleTimeoutMs: 30_000,
    });
    const tuned = loadConfig({
      NODE_ENV: 'test',
      DATABASE_POOL_MAX: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
      DATABASE_IDLE_TIMEOUT_MS: '0',
    });
    expect(tuned.database).toEqual({ poolMax: 25, statementTimeoutMs: 5000, idleTimeoutMs: 0 });
  });

  it.skipIf(!postgresUrl)('PostgreSQL: the statement timeout cancels a slow query', async () => {
    const db = await openDatabase({
      url: postgresUrl,
      pgliteDir: '',
      statementTimeoutMs: 200,
      applicationName: 'arabeya-statement-timeout-test',
    });
    try {
      const shown = await sql<{
        statement_timeout: string;
      }>`show statement_timeout`.execute(db);
      expect(shown.rows[0]?.statement_timeout).toBe('200ms');
      await expect(sql`select pg_sleep(2)`.execute(db)).rejects.toThrow(/statement timeout/);
    } finally {
      await db.destroy();
    }
  });
});

describe.each(databaseKinds)('readiness on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('is ready when the database answers and every migration ran; health stays as it was', async () => {
    const health = await t.app.inject({ url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready (503 { message }) while a migration is pending', async () => {
    await sql`delete from kysely_migration where name = '005-page-views'`.execute(t.db);
    const ready = await t.app.inject({ url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'Not ready: migrations pending (005-page-views)' });
    expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
  });
});

describe.skipIf(!postgresUrl)('a lost PostgreSQL connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  const withAdmin = async <T>(work: (admin: pg.Client) => Promise<T>): Promise<T> => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      return await work(admin);
    } finally {
      await admin.end();
    }
  };

  /**
   * Kills this app's connections the way a database restart or failover does, and waits until
   * the server has closed them all.
   */
  const terminateAppConnections = () =>
    withAdmin(async (admin) => {
      const ours = `datname = current_database() and pid <> pg_backend_pid() and application_name = $1`;
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where ${ours}`,
        [t.applicationName],
      );
      await vi.waitFor(async () => {
        const left = await admin.query(`select pid from pg_stat_activity where ${ours}`, [
          t.applicationName,
        ]);
        expect(left.rowCount).toBe(0);
      });
      return killed.rowCount ?? 0;
    });

  /** Opens several pool connections, so several idle ones are there to be killed. */
  const warmUp = async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ url: '/api/v1/car/search' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  };

  it('is recovered without a restart: the next requests answer 200 at the first try', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await warmUp();
      expect(await terminateAppConnections()).toBeGreaterThan(0);
      // The idle clients' errors were heard (a pool without a listener crashes the process).
      await vi.waitFor(() =>
        expect(warn).toHaveBeenCalledWith(expect.stringMatching(/connection lost while idle/)),
      );
      const health = await t.app.inject({ url: '/api/v1/health' });
      expect(health.statusCode, health.body).toBe(200);
      const search = await t.app.inject({ url: '/api/v1/car/search' });
      expect(search.statusCode, search.body).toBe(200);
    } finally {
      warn.mockRestore();
    }
  });

  it('answers health 200 even when asked the moment the connections are killed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await warmUp();
      const killing = terminateAppConnections();
      const health = await t.app.inject({ url: '/api/v1/health' });
      expect(await killing).toBeGreaterThan(0);
      expect(health.statusCode, health.body).toBe(200);
      // A request racing the kill may fail once (its query was on a dying connection); the
      // next one is answered from a new connection, and the process is still here.
      const statuses: number[] = [];
      while (statuses.at(-1) !== 200 && statuses.length < 3) {
        statuses.push((await t.app.inject({ url: '/api/v1/car/search' })).statusCode);
      }
      expect(statuses.at(-1)).toBe(200);
      expect(statuses.filter((status) => status !== 200).length).toBeLessThanOrEqual(1);
    } finally {
      warn.mockRestore();
    }
  });
});
