import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  carFacetsSchema,
  carSearchResponseSchema,
  type CarSearchResponse,
} from '#shared/schemas/car';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { insertCar, insertDealer } from '#test/factories';

interface QueryCase {
  q: string;
  expect: Record<string, string>;
  words?: string[];
}

const queryCases = readFileSync(
  new URL('../fixtures/search/queries.jsonl', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as QueryCase);

describe.each(databaseKinds)('a search typed as one line, on %s', (kind) => {
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

  const search = async (query: string): Promise<CarSearchResponse> => {
    const response = await t.app.inject({ url: `/api/v1/car/search?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return carSearchResponseSchema.parse(response.json());
  };
  const searchText = (text: string, more = '') => search(`q=${encodeURIComponent(text)}${more}`);
  const idsOf = (answer: CarSearchResponse) => Object.keys(answer.cars).sort();
  const sorted = (...cars: { id: string }[]) => cars.map((car) => car.id).sort();

  it('reads every sample query into exactly the criteria it names, and says so', async () => {
    for (const queryCase of queryCases) {
      const answer = await searchText(queryCase.q);
      const interpreted = Object.fromEntries(new URLSearchParams(answer.interpreted));
      expect(interpreted, queryCase.q).toEqual(queryCase.expect);
      if (queryCase.words) expect(answer.words, queryCase.q).toEqual(queryCase.words);
    }
  });

  it('finds the cars a line names by make, place and budget, in Arabic and English', async () => {
    const cairoToyota = await insertCar(t.db, dealerId, { city: 'nasrCity', price: 900_000 });
    await insertCar(t.db, dealerId, { city: 'nasrCity', price: 1_400_000 });
    await insertCar(t.db, dealerId, { city: 'alexandria', price: 700_000 });
    await insertCar(t.db, dealerId, { make: 'kia', model: 'Cerato', price: 600_000 });

    const arabic = await searchText('تويوتا القاهرة تحت مليون');
    expect(idsOf(arabic)).toEqual(sorted(cairoToyota));
    expect(arabic.interpreted).toBe('make=toyota&city=cairo&priceMax=1000000');
    expect(arabic.words).toEqual([]);
    const english = await searchText('toyota cars in cairo under 1 million');
    expect(idsOf(english)).toEqual(sorted(cairoToyota));
    expect(english.interpreted).toBe(arabic.interpreted);
  });

  it('matches the words it could not place in descriptions, and keeps the criteria set beside', async () => {
    const clean = await insertCar(t.db, dealerId, { description: 'Fabrica, first owner' });
    await insertCar(t.db, dealerId, { description: 'Painted once' });
    const kia = await insertCar(t.db, dealerId, {
      make: 'kia',
      model: 'Sportage',
      description: 'fabrica',
    });

    const answer = await searchText('toyota fabrica');
    expect(answer.words).toEqual(['fabrica']);
    expect(idsOf(answer)).toEqual(sorted(clean));
    // A criterion the request sets itself wins over the text's.
    const chosen = await searchText('toyota fabrica', '&make=kia');
    expect(chosen.interpreted).toBe('make=toyota');
    expect(idsOf(chosen)).toEqual(sorted(kia));
  });

  it('answers without `interpreted` when nothing was typed', async () => {
    await insertCar(t.db, dealerId);
    const answer = await search('make=toyota');
    expect(answer.interpreted).toBeUndefined();
    expect(answer.words).toBeUndefined();
    expect(answer.nearby).toBeUndefined();
  });

  it('reads the text of the facets call the same way', async () => {
    await insertCar(t.db, dealerId, { city: 'giza' });
    await insertCar(t.db, dealerId, { city: 'cairo' });
    const response = await t.app.inject({
      url: `/api/v1/car/facets?q=${encodeURIComponent('تويوتة في الجيزة')}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = carFacetsSchema.parse(response.json());
    expect(body.total.count).toBe(1);
    expect(body.interpreted).toBe('make=toyota&city=giza');
  });

  it('offers the nearest searches that find cars when one finds none, each with its count', async () => {
    await insertCar(t.db, dealerId, { first_registration: 2019, city: 'nasrCity', price: 280_000 });
    await insertCar(t.db, dealerId, { first_registration: 2018, city: 'maadi', price: 250_000 });
    await insertCar(t.db, dealerId, { first_registration: 2018, city: 'nasrCity', price: 400_000 });
    await insertCar(t.db, dealerId, {
      model: 'Yaris',
      first_registration: 2018,
      city: 'nasrCity',
      price: 250_000,
    });

    const answer = await searchText('تويوتا كورولا 2018 مدينة نصر تحت 300 ألف');
    expect(answer.total).toBe(0);
    expect(answer.nearby).toEqual([
      {
        change: 'widerYears',
        criteria:
          'make=toyota&model=corolla&city=nasrCity&yearMin=2017&yearMax=2019&priceMax=300000',
        total: 1,
        totalIsCapped: false,
      },
      {
        change: 'noPriceLimit',
        criteria: 'make=toyota&model=corolla&city=nasrCity&yearMin=2018&yearMax=2018',
        total: 1,
        totalIsCapped: false,
      },
      {
        change: 'wholeGovernorate',
        criteria: 'make=toyota&model=corolla&city=cairo&yearMin=2018&yearMax=2018&priceMax=300000',
        total: 1,
        totalIsCapped: false,
      },
      {
        change: 'anyModel',
        criteria: 'make=toyota&city=nasrCity&yearMin=2018&yearMax=2018&priceMax=300000',
        total: 1,
        totalIsCapped: false,
      },
    ]);
    // Each offer is a search the listings take, finding what it counted.
    for (const offer of answer.nearby ?? []) expect((await search(offer.criteria)).total).toBe(1);
  });

  it('offers a broader search when no single step finds cars, and words never found go', async () => {
    await insertCar(t.db, dealerId, { make: 'kia', model: 'Cerato', city: 'giza' });
    const answer = await searchText('bmw x5 2024 in aswan under 100k zzzqx');
    expect(answer.total).toBe(0);
    expect(answer.nearby).toHaveLength(1);
    expect(answer.nearby?.[0]).toMatchObject({ change: 'broader', total: 1 });

    const words = await searchText('kia zzzqx');
    expect(words.nearby).toEqual([
      { change: 'noWords', criteria: 'make=kia', total: 1, totalIsCapped: false },
    ]);
  });

  it('offers nothing on an empty market, and never widens a dealer’s own page to others', async () => {
    expect((await searchText('toyota')).nearby).toEqual([]);
    const other = (await insertDealer(t.db)).id;
    await insertCar(t.db, other);
    const answer = await search(`dealer=${dealerId}&make=toyota`);
    expect(answer.nearby).toEqual([]);
  });

  it('answers odd text sensibly and refuses a text longer than the box takes', async () => {
    await insertCar(t.db, dealerId);
    for (const text of [
      '\u0001\u0007\u200F\u202E',
      '🚗🚗🚗',
      '123456789',
      'عايز عربية للبيع',
      ' ',
    ]) {
      const answer = await searchText(text);
      expect(answer.total + (answer.nearby?.length ?? 0), text).toBeGreaterThan(0);
    }
    const long = await t.app.inject({ url: `/api/v1/car/search?q=${'ا'.repeat(10_000)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: expect.stringContaining('200') });
  });
});
