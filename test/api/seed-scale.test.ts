import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '#shared/reference/cities';
import { makes } from '#shared/reference/makes';
import { bodyStyles, fuelTypes, transmissions } from '#shared/reference/vehicle';
import { seedScale } from '#server/demo/seed-scale';
import { createLocalStorage } from '#server/storage/local-storage';
import { databaseKinds, openTestDatabase } from '#test/db';

describe.each(databaseKinds)('seed:scale on %s', (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let mediaDir: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-scale-'));
    await seedScale(database.db, createLocalStorage(mediaDir), 'car_images/test', {
      cars: 1500,
      seed: 7,
    });
  });
  afterAll(async () => {
    await database.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('adds the cars asked for, a dealership per 200, and three pictures each', async () => {
    const { db } = database;
    const count = async (table: 'cars' | 'dealers' | 'car_pictures') =>
      (
        await db
          .selectFrom(table)
          .select(sql<number>`count(*)::int`.as('count'))
          .executeTakeFirstOrThrow()
      ).count;
    expect(await count('cars')).toBe(1500);
    expect(await count('dealers')).toBeGreaterThanOrEqual(8);
    expect(await count('car_pictures')).toBe(4500);
  });

  it('spreads the cars over the reference values like a real market', async () => {
    const cars = await database.db.selectFrom('cars').selectAll().execute();
    const distinct = (values: readonly unknown[]) => new Set(values).size;
    const known = (list: readonly { key: string }[]) => new Set(list.map((entry) => entry.key));
    for (const [column, list] of [
      ['make', makes],
      ['city', cities],
      ['body_style', bodyStyles],
      ['fuel_type', fuelTypes],
      ['transmission', transmissions],
    ] as const) {
      const values = cars.map((car) => car[column]);
      expect(values.every((value) => known(list).has(value))).toBe(true);
      expect(distinct(values)).toBeGreaterThan(Math.min(3, list.length - 1));
    }
    expect(distinct(cars.map((car) => car.first_registration))).toBeGreaterThan(8);
    expect(cars.every((car) => car.price >= 50_000 && car.price <= 100_000_000)).toBe(true);
    expect(cars.filter((car) => car.condition === 'new').every((car) => !car.mileage)).toBe(true);
    expect(cars.filter((car) => car.status === 'active').length).toBeGreaterThan(1300);
  });

  it('makes the same market again from the same seed', async () => {
    const again = await openTestDatabase('pglite');
    const mediaAgain = await mkdtemp(path.join(os.tmpdir(), 'arabeya-scale-'));
    try {
      await seedScale(again.db, createLocalStorage(mediaAgain), 'car_images/test', {
        cars: 1500,
        seed: 7,
      });
      const market = (db: typeof again.db) =>
        db
          .selectFrom('cars')
          .select(['make', 'model', 'price', 'city', 'first_registration'])
          .orderBy('make')
          .orderBy('model')
          .orderBy('price')
          .orderBy('city')
          .execute();
      expect(await market(again.db)).toEqual(await market(database.db));
    } finally {
      await again.drop();
      await rm(mediaAgain, { recursive: true, force: true });
    }
  });
});

describe('npm run seed:scale', () => {
  /** Far beyond what the script takes on a busy machine: a script that hangs never ends. */
  const exitWithinMs = 300_000;

  it('adds the cars and ends by itself, its job queue stopped and its database closed', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-seed-scale-'));
    try {
      // What `npm run seed:scale -- --cars 5` runs, on an embedded database of its own.
      const child = spawn(
        process.execPath,
        [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/seed-scale.ts', '--cars', '5'],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const ended = await new Promise<number | string>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(`still running after ${exitWithinMs / 1000} s`);
        }, exitWithinMs);
        child.once('exit', (code, signal) => {
          clearTimeout(timer);
          resolve(code ?? String(signal));
        });
      });
      expect(ended, output).toBe(0);
      expect(output).toMatch(/Added 5 cars to the embedded database/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 360_000);
});
