import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  carFacetsSchema,
  carSearchResponseSchema,
  carSuggestResponseSchema,
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

describe.each(databaseKinds)('suggestions as a buyer types, on %s', (kind) => {
  let t: TestApp;
  let dealerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.reset();
    dealerId = (await insertDealer(t.db, { name: 'Nile Motors', nameAr: 'نايل موتورز' })).id;
    await insertDealer(t.db, { name: 'Nile Cars' });
    for (const [overrides, times] of [
      [{ city: 'nasrCity', price: 900_000 }, 3],
      [{ model: 'Yaris', city: 'giza', price: 600_000 }, 2],
      [{ make: 'kia', model: 'Sportage', city: 'cairo' }, 1],
      [{ make: 'tesla', model: 'Model 3', city: 'alexandria', fuel_type: 'electric' }, 1],
    ] as const) {
      for (let n = 0; n < times; n += 1) await insertCar(t.db, dealerId, overrides);
    }
  });
  afterAll(() => t.close());

  const suggest = async (q: string, lang = 'en') => {
    const response = await t.app.inject({
      url: `/api/v1/car/suggest?q=${encodeURIComponent(q)}&lang=${lang}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return carSuggestResponseSchema.parse(response.json()).suggestions;
  };

  it('completes a make from its first letter, in either script, with its cars', async () => {
    expect((await suggest('t'))[0]).toEqual({
      kind: 'make',
      label: 'Toyota',
      criteria: 'make=toyota',
      count: 5,
    });
    expect(await suggest('تس', 'ar')).toContainEqual({
      kind: 'make',
      label: 'تسلا',
      criteria: 'make=tesla',
      count: 1,
    });
  });

  it('completes the model of the make already typed, and a place after them', async () => {
    expect(await suggest('toyota ya')).toContainEqual({
      kind: 'model',
      label: 'Toyota Yaris',
      criteria: 'make=toyota&model=yaris',
      count: 2,
    });
    const places = await suggest('تويوتا القا', 'ar');
    expect(places).toContainEqual({
      kind: 'search',
      label: 'تويوتا في القاهرة',
      criteria: 'make=toyota&city=cairo',
      count: 3,
    });
    // A model of another make is no completion of "toyota".
    expect((await suggest('toyota spo')).map((entry) => entry.criteria)).not.toContain(
      'make=toyota&model=sportage',
    );
  });

  it('puts the whole line first, read as a search, and names a district with its governorate', async () => {
    const [first] = await suggest('تويوتا القاهرة تحت مليون', 'ar');
    expect(first).toMatchObject({
      kind: 'search',
      criteria: 'make=toyota&city=cairo&priceMax=1000000',
      count: 3,
    });
    expect(first?.label).toMatch(/^تويوتا في القاهرة، أقل من/);
    expect(await suggest('nasr c')).toContainEqual({
      kind: 'place',
      label: 'Nasr City, Cairo',
      criteria: 'city=nasrCity',
      count: 3,
    });
  });

  it('suggests the dealerships a name begins, in either language, never one without cars', async () => {
    const nile = {
      kind: 'dealer',
      criteria: `dealer=${dealerId}`,
      count: 7,
      page: `/dealer/${dealerId}/nile-motors`,
    };
    expect(await suggest('نايل مو', 'ar')).toContainEqual({ ...nile, label: 'نايل موتورز' });
    expect(await suggest('nile')).toEqual([{ ...nile, label: 'Nile Motors' }]);
    // Each typed word begins a word of the name, in any order.
    expect(await suggest('motors ni')).toContainEqual({ ...nile, label: 'Nile Motors' });
    // One letter begins too many names to look through.
    expect((await suggest('n')).map((entry) => entry.kind)).not.toContain('dealer');
  });

  it('suggests the makes with most cars for an empty box, and never a search without cars', async () => {
    expect((await suggest('')).map((entry) => entry.criteria)).toEqual([
      'make=toyota',
      'make=kia',
      'make=tesla',
    ]);
    expect(await suggest('bmw')).toEqual([]);
    expect(await suggest('zzzz')).toEqual([]);
  });

  it('answers odd text with 200 and refuses a text longer than the box or an unknown language', async () => {
    for (const text of ['\u0001\u200F\u202E', '🚗', '٠١٢٣', 'عايز عربية', ' ', 'ال']) {
      const suggestions = await suggest(text, 'ar');
      expect(suggestions.length, text).toBeLessThanOrEqual(8);
    }
    for (const url of [
      `/api/v1/car/suggest?q=${'ا'.repeat(10_000)}`,
      '/api/v1/car/suggest?q=t&lang=fr',
      '/api/v1/car/suggest?q=t&make=toyota',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });
});
