import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carSearchResponseSchema, carSchema, priceGuideSchema } from '#shared/schemas/car';
import {
  buildTestApp,
  createTestApp,
  databaseKinds,
  openTestDatabase,
  type TestApp,
} from '#test/db';
import { carRow, insertCar, insertDealer } from '#test/factories';

describe.each(databaseKinds)('car API on %s', (kind) => {
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

  const search = async (query: string) => {
    const response = await t.app.inject({ url: `/api/v1/car/search${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return carSearchResponseSchema.parse(response.json());
  };
  const ids = (body: { cars: Record<string, unknown> }) => Object.keys(body.cars);

  it('answers the first page, newest first, without parameters', async () => {
    const older = await insertCar(t.db, dealerId, { created_at: new Date('2026-01-01T00:00:00Z') });
    const newer = await insertCar(t.db, dealerId, { created_at: new Date('2026-02-01T00:00:00Z') });
    await insertCar(t.db, dealerId, { status: 'sold' });
    const body = await search('');
    expect(ids(body)).toEqual([newer.id, older.id]);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 24 });
  });

  it('answers every Car field, pictures keyed by id, sellerId the dealer', async () => {
    const car = await insertCar(t.db, dealerId, { extras: ['abs', 'sunroof'] });
    await t.db
      .insertInto('car_pictures')
      .values([
        {
          id: 'pic_a',
          car_id: car.id,
          position: 0,
          name: 'a.jpg',
          file_key: 'car_images/test/a.jpg',
          thumbnail_key: 'car_images/test/a.png',
        },
        {
          id: 'pic_b',
          car_id: car.id,
          position: 1,
          name: 'b.jpg',
          file_key: 'car_images/test/b.jpg',
          thumbnail_key: null,
        },
      ])
      .execute();
    const body = await search('');
    const found = carSchema.parse(body.cars[car.id]);
    expect(found).toMatchObject({
      make: 'toyota',
      model: 'corolla',
      firstRegistration: 2020,
      mileage: 50_000,
      fuelType: 'petrol',
      capacity: 1600,
      condition: 'usedCar',
      totalOwners: 1,
      transmission: 'automatic',
      city: 'cairo',
      bodyStyle: 'sedan',
      extras: ['abs', 'sunroof'],
      sellerId: dealerId,
    });
    expect(found.pictures).toEqual({
      showcase: { name: 'a.jpg', url: '/media/car_images/test/a.jpg' },
      pic_b: { name: 'b.jpg', url: '/media/car_images/test/b.jpg' },
      og: { name: 'a.jpg', url: '/media/car_images/test/a.png' },
    });
  });

  it('filters by each criterion', async () => {
    const target = await insertCar(t.db, dealerId, {
      make: 'hyundai',
      model: 'elantra',
      first_registration: 2018,
      price: 750_000,
      body_style: 'sedan',
      transmission: 'manual',
      fuel_type: 'diesel',
      city: 'giza',
      condition: 'usedCar',
    });
    await insertCar(t.db, dealerId, { make: 'toyota', first_registration: 2021, price: 2_000_000 });
    const otherDealer = await insertDealer(t.db);
    await insertCar(t.db, otherDealer.id, {
      make: 'hyundai',
      model: 'elantra',
      city: 'alexandria',
    });
    for (const query of [
      '?make=hyundai&city=giza',
      '?make=Hyundai&model=Elantra&city=Giza',
      '?make=%D9%87%D9%8A%D9%88%D9%86%D8%AF%D8%A7%D9%8A&city=giza',
      '?year=2018',
      '?priceMin=700000&priceMax=750000',
      '?transmission=Manual',
      '?fuelType=diesel',
      '?city=%D8%A7%D9%84%D8%AC%D9%8A%D8%B2%D8%A9',
      `?dealer=${dealerId}&make=hyundai`,
    ]) {
      expect(ids(await search(query)), query).toEqual([target.id]);
    }
    expect((await search('?year=All%20Years')).total).toBe(3);
    expect((await search('?condition=new')).total).toBe(0);
    expect((await search('?bodyStyle=sedan')).total).toBe(3);
    // Price bounds beyond any car's price (and beyond the database's integers) are still bounds.
    expect((await search('?priceMax=99999999999')).total).toBe(3);
    expect((await search('?priceMin=99999999999')).total).toBe(0);
  });

  it('matches filter values with quotes, %, _ and SQL keywords literally', async () => {
    await insertCar(t.db, dealerId, { model: "O'Brien %_ model" });
    await insertCar(t.db, dealerId, { model: 'plain' });
    expect((await search(`?model=${encodeURIComponent("o'brien %_ MODEL")}`)).total).toBe(1);
    for (const value of ['%', '_', "' or 1=1 --", 'select * from cars', '%_%']) {
      expect((await search(`?model=${encodeURIComponent(value)}`)).total, value).toBe(0);
      expect((await search(`?make=${encodeURIComponent(value)}`)).total, value).toBe(0);
    }
  });

  it('pages and sorts', async () => {
    for (const price of [300, 100, 200, 500, 400]) {
      await insertCar(t.db, dealerId, {
        price: price * 1000,
        mileage: price,
        first_registration: 2000 + price / 100,
      });
    }
    const prices = async (query: string) =>
      Object.values((await search(query)).cars).map((car) => car.price / 1000);
    expect(await prices('?sort=price-asc&pageSize=2')).toEqual([100, 200]);
    expect(await prices('?sort=price-asc&pageSize=2&page=2')).toEqual([300, 400]);
    expect(await prices('?sort=price-asc&pageSize=2&page=3')).toEqual([500]);
    expect(await prices('?sort=price-desc')).toEqual([500, 400, 300, 200, 100]);
    expect(await prices('?sort=mileage-asc')).toEqual([100, 200, 300, 400, 500]);
    expect(await prices('?sort=year-desc')).toEqual([500, 400, 300, 200, 100]);
    const page = await search('?pageSize=2&page=9');
    expect(page).toMatchObject({ cars: {}, total: 5 });
  });

  it('counts matches up to 10,000 and says when there are more', async () => {
    const many = (count: number, make: string) =>
      Array.from({ length: count }, () => carRow(dealerId, { make }));
    for (let batch = 0; batch < 10; batch++) {
      await t.db.insertInto('cars').values(many(1000, 'kia')).execute();
    }
    await t.db
      .insertInto('cars')
      .values([...many(1, 'kia'), ...many(3, 'bmw')])
      .execute();
    expect(await search('?make=kia&pageSize=1')).toMatchObject({
      total: 10_000,
      totalIsCapped: true,
    });
    expect(await search('?make=bmw')).toMatchObject({ total: 3, totalIsCapped: false });
    expect(await search('?make=kia&pageSize=100&page=100')).toMatchObject({ page: 100 });
    const tooDeep = await t.app.inject({ url: '/api/v1/car/search?pageSize=100&page=101' });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().message).toContain(
      'Only the first 10,000 results can be paged through; narrow the search to see more',
    );
  });

  it.each([
    '?pageSize=100000',
    '?pageSize=0',
    '?page=-1',
    '?page=abc',
    '?priceMin=abc',
    '?year=20x0',
    '?sort=cheapest',
    '?condition=broken',
    '?unknown=1',
    `?make=${'a'.repeat(101)}`,
  ])('refuses the bad query %s with 400 { message, issues }', async (query) => {
    const response = await t.app.inject({ url: `/api/v1/car/search${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(/^Invalid querystring/);
    expect(body.issues.length).toBeGreaterThan(0);
  });

  it('answers one car by id, 404 for an unknown or draft car, 400 for a malformed id', async () => {
    const car = await insertCar(t.db, dealerId);
    const draft = await insertCar(t.db, dealerId, { status: 'draft' });
    const found = await t.app.inject({ url: `/api/v1/car/${car.id}` });
    expect(found.statusCode).toBe(200);
    expect(carSchema.parse(found.json()).id).toBe(car.id);
    for (const id of ['car_unknown', draft.id]) {
      const missing = await t.app.inject({ url: `/api/v1/car/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Car not found' });
    }
    const bad = await t.app.inject({ url: `/api/v1/car/${encodeURIComponent("x' or 1=1")}` });
    expect(bad.statusCode).toBe(400);
  });

  it('counts popular makes among active cars', async () => {
    await insertCar(t.db, dealerId, { make: 'kia' });
    await insertCar(t.db, dealerId, { make: 'kia' });
    await insertCar(t.db, dealerId, { make: 'bmw' });
    await insertCar(t.db, dealerId, { make: 'bmw', status: 'sold' });
    const response = await t.app.inject({ url: '/api/v1/car/popular-makes' });
    expect(response.json()).toEqual({
      makes: [
        { key: 'kia', count: 2 },
        { key: 'bmw', count: 1 },
      ],
    });
  });

  it('answers health after a query to the database', async () => {
    const response = await t.app.inject({ url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('guides a price by what the same model of about that year is listed or sold for', async () => {
    const prices = [600_000, 650_000, 700_000, 750_000, 800_000, 850_000, 900_000];
    for (const [index, price] of prices.entries()) {
      const status = index === 0 ? 'sold' : 'active';
      await insertCar(t.db, dealerId, {
        model: 'corolla',
        first_registration: 2019,
        price,
        status,
      });
    }
    await insertCar(t.db, dealerId, { model: 'corolla', price: 90_000_000, status: 'draft' });
    await insertCar(t.db, dealerId, { model: 'corolla', first_registration: 2010, price: 1 });
    const guide = async (query: string) => {
      const response = await t.app.inject({ url: `/api/v1/car/price-guide?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return priceGuideSchema.parse(response.json());
    };
    expect(await guide('make=toyota&model=Corolla&year=2020')).toEqual({
      basis: 'model',
      count: 7,
      low: 630_000,
      median: 750_000,
      high: 870_000,
    });
    // Too few of the model: the make within two years; nothing like it at all: no guide.
    expect(await guide('make=Toyota&model=Camry&year=2021')).toMatchObject({
      basis: 'make',
      count: 7,
    });
    expect(await guide('make=toyota&model=corolla&year=2000')).toEqual({
      basis: null,
      count: 0,
      low: null,
      median: null,
      high: null,
    });
    expect(await guide('make=nothing&model=x&year=2020')).toMatchObject({ basis: null });
    const bad = await t.app.inject({ url: '/api/v1/car/price-guide?make=toyota&year=soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
  });

  it('answers unknown API paths with 404 { message }', async () => {
    const response = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('car search cache', () => {
  it('answers a repeated search from memory for its time, with a CDN-friendly header', async () => {
    // The index does not look for changes during the test: only the cache is seen at work.
    const { db, jobs, drop } = await openTestDatabase('pglite');
    const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-media-'));
    const dealer = await insertDealer(db);
    const car = await insertCar(db, dealer.id, { price: 500_000 });
    const { app } = await buildTestApp(db, jobs, mediaDir, {
      SEARCH_CACHE_SECONDS: '60',
      SEARCH_SYNC_MS: '60000',
    });
    const priceIn = async (query: string) => {
      const response = await app.inject({ url: `/api/v1/car/search${query}` });
      return carSearchResponseSchema.parse(response.json()).cars[car.id]?.price;
    };
    try {
      const first = await app.inject({ url: '/api/v1/car/search' });
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      await db.updateTable('cars').set({ price: 600_000 }).where('id', '=', car.id).execute();
      expect(await priceIn('')).toBe(500_000);
      expect(await priceIn('?page=1')).toBe(500_000);
      expect(await priceIn('?pageSize=10')).toBe(600_000);
    } finally {
      await app.close();
      await drop();
      await rm(mediaDir, { recursive: true, force: true });
    }
  });
});
