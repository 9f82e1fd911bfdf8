import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  carFacetsSchema,
  carSearchResponseSchema,
  type Car,
  type CarFacets,
} from '#shared/schemas/car';
import { buildTestApp, createTestApp, databaseKinds, type TestApp } from '#test/db';
import { carBody, seedTeam, signInAll, type Person } from '#test/car-write-fixtures';
import { carRow, insertCar, insertDealer } from '#test/factories';
import { createSearchCache } from '#server/modules/cars/search-cache';
import { openCarSearch } from '#server/modules/cars/search/car-search';
import { defaultFinanceTerms } from '#shared/reference/finance';

describe.each(databaseKinds)('search filters, text and facets on %s', (kind) => {
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

  const ids = async (query: string) => {
    const response = await t.app.inject({ url: `/api/v1/car/search?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return Object.keys(carSearchResponseSchema.parse(response.json()).cars).sort();
  };
  const facets = async (query: string): Promise<CarFacets> => {
    const response = await t.app.inject({ url: `/api/v1/car/facets?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return carFacetsSchema.parse(response.json());
  };
  const counts = (body: CarFacets, facet: keyof CarFacets['facets']) =>
    Object.fromEntries(body.facets[facet].map((entry) => [entry.value, entry.count]));

  it('filters by a year range, a mileage limit and several values of a criterion', async () => {
    const old = await insertCar(t.db, dealerId, { first_registration: 2012, mileage: 180_000 });
    const mid = await insertCar(t.db, dealerId, {
      first_registration: 2018,
      mileage: null,
      body_style: 'suv',
      make: 'kia',
      model: 'Sportage',
    });
    const fresh = await insertCar(t.db, dealerId, {
      first_registration: 2024,
      mileage: 5_000,
      body_style: 'crossover',
      fuel_type: 'hybrid',
      transmission: 'cvt',
      city: 'giza',
    });
    const sorted = (...cars: { id: string }[]) => cars.map((car) => car.id).sort();
    expect(await ids('yearMin=2015')).toEqual(sorted(mid, fresh));
    expect(await ids('yearMax=2018')).toEqual(sorted(old, mid));
    expect(await ids('yearMin=2018&yearMax=2018')).toEqual(sorted(mid));
    expect(await ids('yearMin=2012&year=2024')).toEqual(sorted(fresh));
    expect(await ids('mileageMax=10000')).toEqual(sorted(mid, fresh));
    expect(await ids('bodyStyle=suv,crossover')).toEqual(sorted(mid, fresh));
    expect(await ids('make=kia,تويوتا')).toEqual(sorted(old, mid, fresh));
    expect(await ids('fuelType=hybrid,electric')).toEqual(sorted(fresh));
    expect(await ids('transmission=cvt,dct&city=giza,alexandria')).toEqual(sorted(fresh));
    expect(await ids('bodyStyle=,')).toEqual(sorted(old, mid, fresh));
  });

  it('finds cars by words of their make, model, year and description, in either language', async () => {
    const corolla = await insertCar(t.db, dealerId, {
      make: 'toyota',
      model: 'Corolla',
      first_registration: 2018,
      description: 'Fabrica, first owner. صيانات توكيل',
    });
    const odd = await insertCar(t.db, dealerId, {
      make: 'kia',
      model: 'Cerato',
      description: `100% clean; O'Neil's "pick" a_b -- select * from cars`,
    });
    expect(await ids('q=تويوتا')).toEqual([corolla.id]);
    expect(await ids('q=كورولا')).toEqual([corolla.id]);
    expect(await ids('q=corolla 2018')).toEqual([corolla.id]);
    expect(await ids('q=COROLLA ٢٠١٨')).toEqual([corolla.id]);
    expect(await ids('q=corolla 2019')).toEqual([]);
    expect(await ids('q=صيانة')).toEqual([]);
    expect(await ids(`q=${encodeURIComponent('صيانات')}`)).toEqual([corolla.id]);
    expect(await ids('q=first owner')).toEqual([corolla.id]);
    expect(await ids(`q=${encodeURIComponent("o'neil")}`)).toEqual([odd.id]);
    expect(await ids(`q=${encodeURIComponent('100%')}`)).toEqual([odd.id]);
    expect(await ids(`q=${encodeURIComponent('a_b')}`)).toEqual([odd.id]);
    expect(await ids(`q=${encodeURIComponent('"pick"')}`)).toEqual([odd.id]);
    expect(await ids(`q=${encodeURIComponent("'; drop table cars; --")}`)).toEqual([]);
    expect(await ids(`q=${encodeURIComponent('select from cars')}`)).toEqual([odd.id]);
    expect(await ids('q=%25')).toHaveLength(2);
    expect(await ids('q=_')).toHaveLength(2);
    expect(await ids(`q=${encodeURIComponent('" ;')}`)).toHaveLength(2);
  });

  it.each([
    ['a year range the wrong way', 'yearMin=2020&yearMax=2019', 'yearMin must not be later'],
    ['a negative mileage', 'mileageMax=-1', 'Must not be negative'],
    ['a mileage in words', 'mileageMax=lots', 'Must be a number'],
    ['a 10 KB text', `q=${'x'.repeat(10_240)}`, 'At most 200 characters'],
    ['a year in letters', 'yearMin=20x0', 'yearMin'],
    ['a page past 10,000 results', 'page=501', 'Only the first 10,000 results can be paged'],
  ])('refuses %s with 400 and a message', async (_, query, message) => {
    for (const route of ['search', 'facets']) {
      if (route === 'facets' && query.startsWith('page=')) continue;
      const response = await t.app.inject({ url: `/api/v1/car/${route}?${query}` });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('counts the cars of every option with the other criteria kept', async () => {
    await insertCar(t.db, dealerId, { make: 'toyota', body_style: 'suv', price: 400_000 });
    await insertCar(t.db, dealerId, { make: 'toyota', body_style: 'sedan', price: 900_000 });
    await insertCar(t.db, dealerId, { make: 'kia', body_style: 'suv', first_registration: 2015 });
    await insertCar(t.db, dealerId, { make: 'kia', body_style: 'suv', status: 'sold' });
    const all = await facets('');
    expect(all.total).toEqual({ count: 3, approximate: false });
    expect(counts(all, 'make')).toEqual({ toyota: 2, kia: 1 });
    expect(all.facets.model).toEqual([]);
    const chosen = await facets('make=toyota&bodyStyle=suv,coupe');
    expect(chosen.total).toEqual({ count: 1, approximate: false });
    expect(counts(chosen, 'make')).toEqual({ toyota: 1, kia: 1 });
    expect(counts(chosen, 'bodyStyle')).toEqual({ suv: 1, sedan: 1, coupe: 0 });
    expect(counts(chosen, 'model')).toEqual({ corolla: 1 });
    expect(counts(chosen, 'year')).toEqual({ 2020: 1 });
    expect(counts(chosen, 'priceBand')).toEqual({ 'under-500k': 1 });
    expect(counts(chosen, 'condition')).toEqual({ usedCar: 1 });
    expect(chosen.facets.city).toEqual([{ value: 'cairo', count: 1, approximate: false }]);
    const none = await facets('make=lada');
    expect(none.total.count).toBe(0);
    expect(counts(none, 'make')).toEqual({ lada: 0, toyota: 2, kia: 1 });
    const refused = await t.app.inject({ url: '/api/v1/car/facets?sort=newest' });
    expect(refused.statusCode).toBe(400);
  });
  it('loads the index afresh once after a burst of changes it already holds, not again and again', async () => {
    // Rows written just before the index loads are in it and in the change log's last seconds:
    // reading them back leaves one dead row each, and past a quarter of the index it reloads.
    // (The reset's truncation would make it load afresh anyway: it is taken out of the log.)
    await t.db.deleteFrom('car_changes').execute();
    for (let batch = 0; batch < 6; batch++) {
      const rows = Array.from({ length: 2_000 }, () => carRow(dealerId));
      await t.db.insertInto('cars').values(rows).execute();
    }
    const logged: string[] = [];
    const log = {
      info: (line: string) => logged.push(line),
      warn: (line: string) => logged.push(line),
    };
    const carSearch = await openCarSearch({
      db: t.db,
      readDb: t.db,
      searchCache: createSearchCache(0),
      syncMs: 0,
      finance: defaultFinanceTerms,
      log,
    });
    try {
      await carSearch.popularMakes(1);
      await vi.waitFor(() => expect(logged).toEqual(['search index: loaded 12000 cars afresh']));
      await carSearch.popularMakes(1);
      await carSearch.popularMakes(1);
    } finally {
      await carSearch.close();
    }
    expect(logged).toHaveLength(1);
    expect(carSearch.size).toBe(12_000);
  });
});

describe('a car written in one app process', () => {
  /** Two app processes on one database, each reading the change log every 100 ms. */
  const inTwoProcesses = async (
    run: (apps: {
      first: TestApp;
      second: TestApp['app'];
      dealer: { id: string };
      person: Person;
    }) => Promise<void>,
  ) => {
    const first = await createTestApp('pglite', { SEARCH_SYNC_MS: '100' });
    const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-media-'));
    const { app: second } = await buildTestApp(first.db, first.jobs, mediaDir, {
      SEARCH_SYNC_MS: '100',
    });
    try {
      const dealer = await seedTeam(first.db, 'Nile Motors', {
        'admin@nile.test': ['admin', 'approved'],
      });
      const person = (await signInAll(first.app, 'admin@nile.test'))('admin@nile.test');
      await run({ first, second, dealer, person });
    } finally {
      await second.close();
      await first.close();
      await rm(mediaDir, { recursive: true, force: true });
    }
  };

  it('is found, changed and gone in another within a second', () =>
    inTwoProcesses(async ({ first, second, dealer, person }) => {
      const findIn = async (query: string) => {
        const response = await second.inject({ url: `/api/v1/car/search?${query}` });
        return Object.keys(carSearchResponseSchema.parse(response.json()).cars);
      };
      /** Milliseconds until `query` in the second process answers `expected`. */
      const until = async (query: string, expected: string[]) => {
        const started = Date.now();
        while (JSON.stringify(await findIn(query)) !== JSON.stringify(expected)) {
          expect(Date.now() - started).toBeLessThan(1000);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return Date.now() - started;
      };
      const created = await first.app.inject({
        method: 'POST',
        url: '/api/v1/car',
        headers: person.headers,
        payload: carBody(dealer.id, { make: 'kia', model: 'Rio', price: 654_321 }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json() as { id: string };
      // The writing process finds it at once.
      const own = await first.app.inject({ url: '/api/v1/car/search?make=kia' });
      expect(Object.keys(own.json().cars)).toEqual([id]);
      await until('make=kia', [id]);
      const edited = await first.app.inject({
        method: 'PATCH',
        url: `/api/v1/car/${id}`,
        headers: person.headers,
        payload: { make: 'hyundai', model: 'Accent' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      await until('make=hyundai', [id]);
      await until('make=kia', []);
      const removed = await first.app.inject({
        method: 'DELETE',
        url: `/api/v1/car/${id}`,
        headers: person.headers,
      });
      expect(removed.statusCode, removed.body).toBe(204);
      await until('make=hyundai', []);
    }));

  it("is answered afresh in another once it, or its dealership's offer, changes", () =>
    inTwoProcesses(async ({ first, second, dealer, person }) => {
      const car = await insertCar(first.db, dealer.id, { price: 400_000 });
      /** The car as the second process's search answers it, once it answers what `expected` wants. */
      const answeredWith = async (expected: (answer: Car) => boolean) => {
        await vi.waitFor(
          async () => {
            const response = await second.inject({ url: '/api/v1/car/search' });
            const answer = carSearchResponseSchema.parse(response.json()).cars[car.id];
            expect(answer && expected(answer)).toBe(true);
          },
          { timeout: 2000, interval: 20 },
        );
      };
      await answeredWith((answer) => answer.price === 400_000 && answer.financeOffer === null);
      await first.app.inject({
        method: 'PATCH',
        url: `/api/v1/car/${car.id}`,
        headers: person.headers,
        payload: { price: 390_000 },
      });
      await answeredWith((answer) => answer.price === 390_000);
      const offer = {
        downPaymentPercent: 20,
        termMonths: 60,
        annualRatePercent: 18.5,
        provider: 'Nile Bank Auto',
      };
      const set = await first.app.inject({
        method: 'PUT',
        url: '/api/v1/dealer/finance-offer',
        headers: person.headers,
        payload: offer,
      });
      expect(set.statusCode, set.body).toBe(200);
      await answeredWith((answer) => answer.financeOffer?.provider === offer.provider);
    }));
});
