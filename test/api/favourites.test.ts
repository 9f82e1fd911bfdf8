import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maxFavourites } from '#shared/reference/limits';
import {
  carsByIdResponseSchema,
  favouriteSchema,
  favouritesResponseSchema,
} from '#shared/schemas/buyer';
import { newId } from '#server/lib/ids';
import { signInAll } from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { carRow, insertCar, insertDealer } from '#test/factories';

describe.each(databaseKinds)('favourites and cars by id on %s', (kind) => {
  let t: TestApp;
  let dealerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    dealerId = (await insertDealer(t.db)).id;
  });

  const favourites = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ url: '/api/v1/favourites', headers });
    expect(response.statusCode, response.body).toBe(200);
    return favouritesResponseSchema.parse(response.json()).favourites;
  };

  it('keeps a car, lists it newest first with its saved price, and forgets it', async () => {
    const older = await insertCar(t.db, dealerId, { price: 900_000 });
    const newer = await insertCar(t.db, dealerId, { price: 600_000 });
    const { headers } = (await signInAll(t.app, 'buyer@example.com'))('buyer@example.com');

    for (const car of [older, newer]) {
      const kept = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/favourites/${car.id}`,
        headers,
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(favouriteSchema.parse(kept.json())).toMatchObject({
        carId: car.id,
        savedPrice: car.price,
      });
    }
    // Keeping again changes nothing.
    await t.app.inject({ method: 'PUT', url: `/api/v1/favourites/${older.id}`, headers });
    const list = await favourites(headers);
    expect(list.map((favourite) => favourite.carId)).toEqual([newer.id, older.id]);
    expect(list[1]?.car?.price).toBe(900_000);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/favourites/${older.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await favourites(headers)).map((favourite) => favourite.carId)).toEqual([newer.id]);
  });

  it('shows a price drop since saving, and a sold or deleted car as such', async () => {
    const cheaper = await insertCar(t.db, dealerId, { price: 950_000 });
    const sold = await insertCar(t.db, dealerId);
    const deleted = await insertCar(t.db, dealerId);
    const { headers } = (await signInAll(t.app, 'buyer@example.com'))('buyer@example.com');
    for (const car of [cheaper, sold, deleted]) {
      await t.app.inject({ method: 'PUT', url: `/api/v1/favourites/${car.id}`, headers });
    }
    await t.db.updateTable('cars').set({ price: 900_000 }).where('id', '=', cheaper.id).execute();
    await t.db.updateTable('cars').set({ status: 'sold' }).where('id', '=', sold.id).execute();
    await t.db.deleteFrom('cars').where('id', '=', deleted.id).execute();

    const byId = new Map(
      (await favourites(headers)).map((favourite) => [favourite.carId, favourite]),
    );
    expect(byId.get(cheaper.id)).toMatchObject({ savedPrice: 950_000, car: { price: 900_000 } });
    expect(byId.get(sold.id)?.car?.status).toBe('sold');
    expect(byId.get(deleted.id)?.car).toBeNull();
  });

  it('refuses unknown and draft cars, and keeps another user out of the list', async () => {
    const draft = await insertCar(t.db, dealerId, { status: 'draft' });
    const car = await insertCar(t.db, dealerId);
    const who = await signInAll(t.app, 'a@example.com', 'b@example.com');
    for (const id of [draft.id, newId('car')]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/favourites/${id}`,
        headers: who('a@example.com').headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Car not found' });
    }
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/favourites/${car.id}`,
      headers: who('a@example.com').headers,
    });
    expect(await favourites(who('b@example.com').headers)).toEqual([]);
    const anonymous = await t.app.inject({ url: '/api/v1/favourites' });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`keeps at most ${maxFavourites} cars, with a clear 400 beyond`, async () => {
    const rows = Array.from({ length: maxFavourites + 1 }, () => carRow(dealerId));
    await t.db.insertInto('cars').values(rows).execute();
    const { headers, uid } = (await signInAll(t.app, 'buyer@example.com'))('buyer@example.com');
    await t.db
      .insertInto('favourites')
      .values(
        rows.slice(0, maxFavourites).map((row) => ({
          user_id: uid,
          car_id: row.id,
          saved_price: row.price,
          notified_price: row.price,
        })),
      )
      .execute();
    const last = rows[maxFavourites];
    if (!last) throw new Error('no car left');
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/favourites/${last.id}`,
      headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/at most 500 favourites/);
    expect(await favourites(headers)).toHaveLength(maxFavourites);
  });

  it('merges the cars kept signed out, dropping unknown ids and keeping what is there', async () => {
    const kept = await insertCar(t.db, dealerId, { price: 700_000 });
    const local = await insertCar(t.db, dealerId, { price: 800_000 });
    const { headers } = (await signInAll(t.app, 'buyer@example.com'))('buyer@example.com');
    await t.app.inject({ method: 'PUT', url: `/api/v1/favourites/${kept.id}`, headers });

    const merged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/favourites/merge',
      headers,
      payload: {
        favourites: [
          { carId: local.id, savedPrice: 850_000, savedAt: '2026-11-01T10:00:00.000Z' },
          { carId: kept.id, savedPrice: 1 },
          { carId: newId('car') },
        ],
      },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const list = favouritesResponseSchema.parse(merged.json()).favourites;
    expect(list.map((favourite) => [favourite.carId, favourite.savedPrice])).toEqual([
      [kept.id, 700_000],
      [local.id, 850_000],
    ]);
    expect(list[1]?.savedAt).toBe('2026-11-01T10:00:00.000Z');
    const user = await t.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', 'buyer@example.com')
      .executeTakeFirstOrThrow();
    expect(user.language).toBe('en');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/favourites/${local.id}?language=ar`,
      headers,
    });
    const after = await t.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', 'buyer@example.com')
      .executeTakeFirstOrThrow();
    expect(after.language).toBe('ar');
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/favourites/${local.id}?language=fr`,
      headers,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('answers 400 for a bad merge body and changes nothing', async () => {
    const { headers } = (await signInAll(t.app, 'buyer@example.com'))('buyer@example.com');
    const car = await insertCar(t.db, dealerId);
    for (const payload of [
      { favourites: [{ carId: '../etc' }] },
      // A time of no browser's clock: before 1970, past 9999 or past what a date holds.
      ...['0000-01-01T00:00:00Z', '1969-12-31T23:59:59Z', '+275760-09-13T00:00:00Z'].map(
        (savedAt) => ({ favourites: [{ carId: car.id, savedAt }] }),
      ),
      { favourites: Array.from({ length: maxFavourites + 1 }, () => ({ carId: newId('car') })) },
      { favourites: [{ carId: newId('car'), savedPrice: -1 }] },
      { cars: [] },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/favourites/merge',
        headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await favourites(headers)).toEqual([]);
  });

  it('answers cars by id in the order asked, without drafts or unknown ids', async () => {
    const a = await insertCar(t.db, dealerId);
    const b = await insertCar(t.db, dealerId, { status: 'sold' });
    const draft = await insertCar(t.db, dealerId, { status: 'draft' });
    const response = await t.app.inject({
      url: `/api/v1/car/by-ids?ids=${[b.id, newId('car'), draft.id, a.id, a.id].join(',')}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { cars } = carsByIdResponseSchema.parse(response.json());
    expect(Object.keys(cars)).toEqual([b.id, a.id]);
    expect(cars[b.id]?.status).toBe('sold');

    const tooMany = Array.from({ length: 51 }, () => newId('car')).join(',');
    const refused = await t.app.inject({ url: `/api/v1/car/by-ids?ids=${tooMany}` });
    expect(refused.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/car/by-ids?ids=<script>' })).statusCode).toBe(400);
  });

  it('offers similar cars: the same model nearby first, then the same kind at a like price', async () => {
    const car = await insertCar(t.db, dealerId, {
      make: 'toyota',
      model: 'Corolla',
      city: 'cairo',
      price: 800_000,
      body_style: 'sedan',
    });
    const sameModelFar = await insertCar(t.db, dealerId, {
      make: 'toyota',
      model: 'Corolla',
      city: 'aswan',
    });
    const sameModelNear = await insertCar(t.db, dealerId, {
      make: 'toyota',
      model: 'Corolla',
      city: 'cairo',
    });
    const sameKind = await insertCar(t.db, dealerId, {
      make: 'hyundai',
      model: 'Elantra',
      body_style: 'sedan',
      price: 850_000,
    });
    await insertCar(t.db, dealerId, {
      make: 'hyundai',
      model: 'Elantra',
      body_style: 'sedan',
      price: 2_000_000,
    });
    await insertCar(t.db, dealerId, {
      make: 'kia',
      model: 'Sportage',
      body_style: 'suv',
      price: 800_000,
    });
    await insertCar(t.db, dealerId, { make: 'toyota', model: 'Corolla', status: 'sold' });

    const response = await t.app.inject({ url: `/api/v1/car/${car.id}/similar` });
    expect(response.statusCode, response.body).toBe(200);
    const { cars } = carsByIdResponseSchema.parse(response.json());
    expect(Object.keys(cars)).toEqual([sameModelNear.id, sameModelFar.id, sameKind.id]);
    expect((await t.app.inject({ url: `/api/v1/car/${newId('car')}/similar` })).statusCode).toBe(
      404,
    );
  });
});
