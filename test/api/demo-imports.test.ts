import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  stockImportListSchema,
  stockImportPreviewSchema,
  stockImportStateSchema,
  type StockCarValues,
} from '#shared/schemas/stock-import';
import { stockFeedStateSchema } from '#shared/schemas/stock-feed';
import { seedDemoData } from '#server/demo/seed-demo';
import { stockCarsOfDealer } from '#server/modules/cars/cars.service';
import { signInAll, type Person } from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';

/*
 * The quick start's demo market (src/server/demo): Nile Motors' cars carry stock numbers and its
 * import screen lists two finished imports of its sheet, whose rows, counts and dates agree with
 * its cars and their price history; and the demo dealer can try the sample sheets (docs/samples).
 */

const dealer = 'dealer@example.com';

describe.each(databaseKinds)("the demo dealership's imports on %s", (kind) => {
  let t: TestApp;
  let who: (email: string) => Person;
  let nileId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoData(t.db, t.storage, t.config.storageBasePath);
    who = await signInAll(t.app, dealer, 'employee@example.com');
    nileId = (
      await t.db
        .selectFrom('dealers')
        .select('id')
        .where('name_en', '=', 'Nile Motors')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it('lists two finished imports, newest first, that agree with the cars and their prices', async () => {
    const listed = await t.app.inject({
      url: `/api/v1/stock/imports?dealerId=${nileId}`,
      headers: who(dealer).headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const { imports } = stockImportListSchema.parse(listed.json());
    expect(imports.map((entry) => [entry.fileName, entry.status])).toEqual([
      ['nile-motors-stock.csv', 'done'],
      ['nile-motors-stock.xlsx', 'done'],
    ]);
    const [newer, older] = imports.map((entry) => Date.parse(entry.createdAt));
    expect(older).toBeLessThan(newer!);
    expect(newer).toBeLessThan(Date.now() - 2 * 86_400_000);

    const cars = await stockCarsOfDealer(t.db, nileId);
    const numbers = cars.map((car) => car.stockNumber);
    expect(numbers.every((number) => /^NM-\d{4}$/.test(number ?? ''))).toBe(true);
    expect(new Set(numbers).size).toBe(cars.length);
    const carOf = new Map(cars.map((car) => [car.id, car]));
    const changes = await t.db.selectFrom('car_price_changes').selectAll().execute();
    /** The car's price at `at`: the last change until then, else the first one's old price. */
    const priceAt = (carId: string, at: number) => {
      const own = changes
        .filter((change) => change.car_id === carId)
        .sort((a, b) => a.changed_at.getTime() - b.changed_at.getTime());
      const until = own.filter((change) => change.changed_at.getTime() <= at).at(-1);
      return until?.price ?? own[0]?.previous_price ?? carOf.get(carId)?.values.price;
    };

    const reasons: unknown[] = [];
    for (const summary of imports) {
      const state = stockImportStateSchema.parse(
        (
          await t.app.inject({
            url: `/api/v1/stock/imports/${summary.id}`,
            headers: who(dealer).headers,
          })
        ).json(),
      );
      expect(state).toMatchObject({ status: 'done', fileName: summary.fileName });
      const record = await t.db
        .selectFrom('stock_imports')
        .selectAll()
        .where('id', '=', summary.id)
        .executeTakeFirstOrThrow();
      const finished = record.updated_at.getTime();
      const rows = await t.db
        .selectFrom('stock_import_rows')
        .selectAll()
        .where('import_id', '=', summary.id)
        .orderBy('line')
        .execute();
      const count = (action: string) => rows.filter((row) => row.action === action).length;
      expect(summary.counts).toEqual({
        rows: rows.length,
        add: 1,
        update: count('update'),
        unchanged: count('unchanged'),
        refused: 1,
        withoutNumber: 0,
        written: 1 + count('update'),
        photos: 0,
      });
      expect(count('update')).toBe(2);
      expect(rows.map((row) => row.line)).toEqual(rows.map((_, index) => index + 2));
      reasons.push(state.refused.map((row) => row.problems.map((problem) => problem.reason)));

      for (const row of rows.filter((each) => each.action !== 'refused')) {
        const car = carOf.get(row.car_id ?? '');
        expect(car?.stockNumber, `line ${row.line}`).toBe(row.stock_number);
        expect(row.written).toBe(row.action !== 'unchanged');
        expect(row.car, `line ${row.line}`).toEqual({
          ...car?.values,
          price: priceAt(row.car_id ?? '', finished),
        } satisfies Partial<StockCarValues>);
        if (row.action === 'update') {
          expect(
            changes.some(
              (change) => change.car_id === row.car_id && change.changed_at.getTime() === finished,
            ),
          ).toBe(true);
        }
      }
      // The car it added was listed by the one who imported, when the import was written.
      const added = await t.db
        .selectFrom('cars')
        .select(['created_at', 'created_by'])
        .where('id', '=', rows.find((row) => row.action === 'add')?.car_id ?? '')
        .executeTakeFirstOrThrow();
      expect(added.created_by).toBe(record.created_by);
      expect(added.created_at.getTime()).toBe(finished);
      expect(record.created_at.getTime()).toBeLessThan(finished);
      // Every car listed before it is in the sheet.
      const before = await t.db
        .selectFrom('cars')
        .select('id')
        .where('dealer_id', '=', nileId)
        .where('created_at', '<=', record.updated_at)
        .execute();
      expect(
        rows
          .filter((row) => row.car_id)
          .map((row) => row.car_id)
          .sort(),
      ).toEqual(before.map((car) => car.id).sort());
    }
    expect(reasons).toEqual([[['unknownCity']], [['notANumber']]]);

    const employee = await t.app.inject({
      url: `/api/v1/stock/imports?dealerId=${nileId}`,
      headers: who('employee@example.com').headers,
    });
    expect(employee.statusCode).toBe(403);
  });

  it("shows the showroom's paused feed and its runs, which agree with the feed's cars", async () => {
    const answer = await t.app.inject({
      url: `/api/v1/stock/feed?dealerId=${nileId}`,
      headers: who(dealer).headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { feed, runs } = stockFeedStateSchema.parse(answer.json());
    expect(feed).toMatchObject({ status: 'paused', everyHours: 6, failures: 0, nextRunAt: null });
    expect(runs).toHaveLength(8);
    expect(runs.filter((run) => run.status === 'failed')).toHaveLength(1);
    const feedCars = await t.db
      .selectFrom('cars')
      .select('id')
      .where('dealer_id', '=', nileId)
      .where('feed_state', '=', 'listed')
      .execute();
    expect(feedCars.length).toBeGreaterThan(0);
    for (const run of runs.filter((each) => each.status === 'done')) {
      expect(run.counts).toMatchObject({ rows: feedCars.length, unchanged: feedCars.length });
    }
  });

  it('lets the demo dealer try the sample sheet: every car new but the planted row', async () => {
    const form = new FormData();
    const sample = await readFile(
      path.resolve(import.meta.dirname, '../../docs/samples/showroom-stock.xlsx'),
    );
    form.append('file', new Blob([sample]), 'showroom-stock.xlsx');
    const request = new Request('http://arabeya.test/', { method: 'POST', body: form });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/stock/imports?dealerId=${nileId}`,
      headers: {
        ...who(dealer).headers,
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const preview = stockImportPreviewSchema.parse(uploaded.json());
    expect(preview.mapping.filter((field) => field === null)).toHaveLength(1);
    const checked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/stock/imports/${preview.id}/check`,
      headers: who(dealer).headers,
      payload: { mapping: preview.mapping },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(stockImportStateSchema.parse(checked.json()).counts).toMatchObject({
      add: 30,
      update: 0,
      unchanged: 0,
      refused: 1,
    });
  });
});
