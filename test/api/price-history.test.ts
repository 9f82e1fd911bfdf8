import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { priceHistoryResponseSchema } from '#shared/schemas/price-history';
import { seedTeam, signInAll, type Person } from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { insertCar } from '#test/factories';

describe.each(databaseKinds)('price history on %s', (kind) => {
  let t: TestApp;
  let dealerId: string;
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    dealerId = (await seedTeam(t.db, 'Nile Motors', { 'admin@nile.test': ['admin', 'approved'] }))
      .id;
    admin = (await signInAll(t.app, 'admin@nile.test'))('admin@nile.test');
  });

  const edit = (carId: string, body: object, who: Person = admin) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/car/${carId}`,
      headers: who.headers,
      payload: body,
    });

  const history = (carId: string) =>
    t.app.inject({ url: `/api/v1/car/${encodeURIComponent(carId)}/price-history` });

  const changes = async (carId: string) => {
    const response = await history(carId);
    expect(response.statusCode, response.body).toBe(200);
    return priceHistoryResponseSchema.parse(response.json()).changes;
  };

  const storedChanges = async () =>
    (await t.db.selectFrom('car_price_changes').selectAll().execute()).length;

  it('records a price edit once, with the old and new price', async () => {
    const car = await insertCar(t.db, dealerId, { price: 540_000 });
    expect(await changes(car.id)).toEqual([]);

    const before = Date.now();
    const edited = await edit(car.id, { price: 500_000 });
    expect(edited.statusCode, edited.body).toBe(200);

    const response = await history(car.id);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    const [change, ...rest] = priceHistoryResponseSchema.parse(response.json()).changes;
    expect(rest).toEqual([]);
    expect(change).toMatchObject({ previousPrice: 540_000, price: 500_000 });
    const at = Date.parse(change?.changedAt ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('records nothing when a save keeps the price or leaves it out', async () => {
    const car = await insertCar(t.db, dealerId, { price: 540_000 });
    expect((await edit(car.id, { price: 540_000, mileage: 61_000 })).statusCode).toBe(200);
    expect((await edit(car.id, { description: 'Serviced last month.' })).statusCode).toBe(200);
    expect(await changes(car.id)).toEqual([]);
    expect(await storedChanges()).toBe(0);
  });

  it('keeps every change, newest first', async () => {
    const car = await insertCar(t.db, dealerId, { price: 600_000 });
    expect((await edit(car.id, { price: 560_000 })).statusCode).toBe(200);
    expect((await edit(car.id, { price: 575_000 })).statusCode).toBe(200);
    const list = await changes(car.id);
    expect(list.map(({ previousPrice, price }) => [previousPrice, price])).toEqual([
      [560_000, 575_000],
      [600_000, 560_000],
    ]);
    expect(Date.parse(list[0]?.changedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(list[1]?.changedAt ?? ''),
    );
  });

  it("answers only this car's changes", async () => {
    const car = await insertCar(t.db, dealerId, { price: 600_000 });
    const other = await insertCar(t.db, dealerId, { price: 300_000 });
    expect((await edit(other.id, { price: 290_000 })).statusCode).toBe(200);
    expect(await changes(car.id)).toEqual([]);
    expect(await changes(other.id)).toHaveLength(1);
  });

  it("keeps a sold car's history and shows it", async () => {
    const car = await insertCar(t.db, dealerId, { price: 600_000 });
    expect((await edit(car.id, { price: 580_000 })).statusCode).toBe(200);
    expect((await edit(car.id, { status: 'sold' })).statusCode).toBe(200);
    expect(await changes(car.id)).toHaveLength(1);
  });

  it("does not record a draft's price, which no buyer saw", async () => {
    const car = await insertCar(t.db, dealerId, { price: 600_000, status: 'draft' });
    // Repriced while a draft, then published at a new price in the same save.
    expect((await edit(car.id, { price: 590_000 })).statusCode).toBe(200);
    expect((await edit(car.id, { price: 580_000, status: 'active' })).statusCode).toBe(200);
    expect(await changes(car.id)).toEqual([]);
  });

  it('answers 404 for a draft, a hidden, a deleted or an unknown car', async () => {
    const draft = await insertCar(t.db, dealerId, { status: 'draft' });
    const hidden = await insertCar(t.db, dealerId, { status: 'hidden' });
    const deleted = await insertCar(t.db, dealerId, { price: 600_000 });
    expect((await edit(deleted.id, { price: 550_000 })).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/car/${deleted.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    for (const id of [draft.id, hidden.id, deleted.id, 'car_unknown']) {
      const response = await history(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Car not found' });
    }
    // The deleted car's changes went with it.
    expect(await storedChanges()).toBe(0);
  });

  it('answers 400 for a malformed id', async () => {
    for (const id of ['x'.repeat(200), 'a b', '<script>']) {
      const response = await history(id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('records nothing when the update fails', async () => {
    const car = await insertCar(t.db, dealerId, { price: 600_000 });
    // A body the schema refuses.
    expect((await edit(car.id, { price: 550_000, mileage: -1 })).statusCode).toBe(400);
    expect((await edit(car.id, { price: 550_000, colour: 'red' })).statusCode).toBe(400);
    // Someone who may not change the car.
    const stranger = (await signInAll(t.app, 'plain@user.test'))('plain@user.test');
    expect((await edit(car.id, { price: 550_000 }, stranger)).statusCode).toBe(403);
    // The update itself failing after the change was noted: the transaction keeps neither.
    await sql`alter table cars add constraint test_refused_price check (price <> 550000)`.execute(
      t.db,
    );
    try {
      expect((await edit(car.id, { price: 550_000 })).statusCode).toBe(500);
    } finally {
      await sql`alter table cars drop constraint test_refused_price`.execute(t.db);
    }
    expect(await storedChanges()).toBe(0);
    const row = await t.db
      .selectFrom('cars')
      .select('price')
      .where('id', '=', car.id)
      .executeTakeFirstOrThrow();
    expect(row.price).toBe(600_000);
  });
});
