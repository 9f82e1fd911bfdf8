import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  carSchema,
  carSearchResponseSchema,
  fairPriceDetailsSchema,
  priceGuideSchema,
} from '#shared/schemas/car';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { insertCar, insertDealer } from '#test/factories';

/** Six Corollas of 2020–2021 with 50,000–70,000 km, and cars that are no comparables of theirs. */
const corollaPrices = [800_000, 820_000, 850_000, 900_000, 910_000, 1_000_000];

describe.each(databaseKinds)('fair prices on %s', (kind) => {
  let t: TestApp;
  let dealerId: string;
  let corollaIds: string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    dealerId = (await insertDealer(t.db)).id;
    corollaIds = [];
    for (const [n, price] of corollaPrices.entries()) {
      const car = await insertCar(t.db, dealerId, {
        price,
        first_registration: n === 5 ? 2021 : 2020,
        mileage: 50_000 + n * 4_000,
      });
      corollaIds.push(car.id);
    }
    // Not comparable: another mileage band, another year, another model, not on sale.
    await insertCar(t.db, dealerId, { price: 100_000, mileage: 200_000 });
    await insertCar(t.db, dealerId, { price: 100_000, first_registration: 2015 });
    await insertCar(t.db, dealerId, { price: 100_000, model: 'Camry' });
    await insertCar(t.db, dealerId, { price: 100_000, status: 'sold' });
  });

  const car = async (id: string) => {
    const response = await t.app.inject({ url: `/api/v1/car/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return carSchema.parse(response.json());
  };

  it('bands each car by the other five: what it says is what the percentiles say', async () => {
    // The 800,000 car's comparables: 820,000 850,000 900,000 910,000 1,000,000.
    expect((await car(corollaIds[0]!)).fairPrice).toEqual({
      low: 850_000,
      median: 900_000,
      high: 910_000,
      count: 5,
      label: 'good',
    });
    // The 1,000,000 car's: 800,000 820,000 850,000 900,000 910,000.
    expect((await car(corollaIds[5]!)).fairPrice).toMatchObject({
      low: 820_000,
      high: 900_000,
      label: 'high',
    });
    expect((await car(corollaIds[2]!)).fairPrice).toMatchObject({ label: 'fair' });
    const search = await t.app.inject({ url: '/api/v1/car/search?model=camry' });
    const camry = Object.values(carSearchResponseSchema.parse(search.json()).cars)[0]!;
    expect(camry.fairPrice).toBeNull();
  });

  it('sorts by best deal: furthest below its band first, cars without a band last', async () => {
    const response = await t.app.inject({ url: '/api/v1/car/search?sort=best-deal&pageSize=50' });
    const cars = Object.values(carSearchResponseSchema.parse(response.json()).cars);
    expect(cars.slice(0, 6).map((each) => each.price)).toEqual([
      800_000, 820_000, 850_000, 900_000, 910_000, 1_000_000,
    ]);
    expect(cars.slice(6).every((each) => each.fairPrice === null)).toBe(true);
    expect(cars).toHaveLength(9);
  });

  it('follows a car that is repriced or sold, without being asked to', async () => {
    await t.db
      .updateTable('cars')
      .set({ price: 700_000 })
      .where('id', '=', corollaIds[5]!)
      .execute();
    expect((await car(corollaIds[5]!)).fairPrice).toMatchObject({ label: 'good' });
    await t.db
      .updateTable('cars')
      .set({ status: 'sold' })
      .where('id', '=', corollaIds[4]!)
      .execute();
    // Four comparables left: no band, rather than a wrong one.
    expect((await car(corollaIds[0]!)).fairPrice).toBeNull();
  });

  it('shows a car its comparables, and a dealer pricing a car the band of its market', async () => {
    const response = await t.app.inject({ url: `/api/v1/car/${corollaIds[0]}/fair-price` });
    expect(response.statusCode).toBe(200);
    const details = fairPriceDetailsSchema.parse(response.json());
    expect(details.comparables.map((each) => each.price)).toEqual(corollaPrices.slice(1));
    const guide = await t.app.inject({
      url: '/api/v1/car/price-guide?make=toyota&model=Corolla&year=2020&mileage=60000',
    });
    expect(priceGuideSchema.parse(guide.json()).market).toEqual({
      low: 827_500,
      median: 875_000,
      high: 907_500,
      count: 6,
    });
    const empty = await t.app.inject({
      url: '/api/v1/car/price-guide?make=toyota&model=Supra&year=2020&mileage=60000',
    });
    expect(empty.json().market).toBeNull();
  });

  it('answers 404 for a car not on sale and 400 for bad input', async () => {
    const unknown = await t.app.inject({ url: '/api/v1/car/car_unknown/fair-price' });
    expect(unknown.statusCode).toBe(404);
    for (const query of ['mileage=-1', 'mileage=lots', 'mileage=99999999']) {
      const response = await t.app.inject({
        url: `/api/v1/car/price-guide?make=toyota&model=Corolla&year=2020&${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const sort = await t.app.inject({ url: '/api/v1/car/search?sort=cheapest-deal' });
    expect(sort.statusCode).toBe(400);
  });
});
