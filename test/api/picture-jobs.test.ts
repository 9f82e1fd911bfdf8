import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carSchema, type Car } from '#shared/schemas/car';
import { openJobQueue } from '#server/queue/job-queue';
import { touchCar } from '#server/modules/cars/car-writes.service';
import { startPictureWorker, stopPictureWorker } from '#server/modules/pictures/picture-jobs';
import type { Storage } from '#server/storage/storage';
import { carBody, seedTeam, signInAll } from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { multipart, photoJpeg } from '#test/picture-fixtures';
import { settledPictures } from '#test/jobs';

describe.each(databaseKinds)('picture jobs with two workers on %s', (kind) => {
  let t: TestApp;
  const written = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('processes each picture once, whichever worker takes it', async () => {
    // A second worker process on the same database: its own queue instance, its own workers.
    const other = await openJobQueue({
      db: t.db,
      url: process.env.TEST_DATABASE_URL,
      schema: t.jobsSchema,
    });
    const counting: Storage = {
      ...t.storage,
      put: async (key, body, type) => {
        if (key.endsWith('/original.webp')) written.set(key, (written.get(key) ?? 0) + 1);
        await t.storage.put(key, body, type);
      },
    };
    await startPictureWorker({
      db: t.db,
      storage: counting,
      jobs: other,
      basePath: t.config.storageBasePath,
      uploads: t.config.uploads,
      concurrency: 2,
      cars: { touch: touchCar },
      log: { warn: () => {}, error: () => {} },
    });
    try {
      const nile = await seedTeam(t.db, 'Nile Motors', {
        'manager@nile.test': ['manager', 'approved'],
      });
      const who = await signInAll(t.app, 'manager@nile.test');
      const { headers } = who('manager@nile.test');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/car',
        headers,
        payload: carBody(nile.id),
      });
      const car: Car = carSchema.parse(created.json());
      const photo = await photoJpeg(800, 600);
      const files = Array.from({ length: 12 }, (_, index) => ({
        name: `${index}.jpg`,
        body: photo,
      }));
      const body = await multipart(files);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/v1/pictures/car/${car.id}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);

      const pictures = await settledPictures(t, headers, car.id);
      expect(pictures.map((picture) => picture.status)).toEqual(files.map(() => 'ready'));
      // The second instance's workers wrote some of them; none was written by both.
      expect(written.size).toBeGreaterThan(0);
      expect([...written.values()].every((count) => count === 1)).toBe(true);
      // Every job ran once: completed, none retried.
      const { rows } = await sql<{ state: string; retry_count: number }>`
        select state, retry_count from ${sql.table(`${t.jobsSchema}.job`)}
        where name = 'picture-processing'`.execute(t.db);
      expect(rows).toEqual(files.map(() => ({ state: 'completed', retry_count: 0 })));
    } finally {
      await stopPictureWorker(other);
      await other.stop({ graceful: false });
    }
  });
});
