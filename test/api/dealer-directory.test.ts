import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerListResponseSchema } from '#shared/schemas/dealer';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { insertCar, insertDealer } from '#test/factories';

/*
 * The dealer directory, GET /api/v1/dealer?q=…&governorate=… (docs/decisions/180): either
 * name in any common spelling, the dealerships of a governorate's cities, most cars first.
 */
describe.each(databaseKinds)('the dealer directory on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const dealers = [
      { key: 'nile', name: 'Nile Motors', nameAr: 'نايل موتورز', city: 'cairo', cars: 2 },
      { key: 'pyramids', name: 'Pyramids Auto', nameAr: 'أوتو الأهرامات', city: 'giza', cars: 3 },
      { key: 'delta', name: 'Délta Cars', city: 'mansoura', cars: 0 },
      { key: 'alex', name: null, nameAr: 'الإسكندرية موتورز', city: 'alexandria', cars: 1 },
      { key: 'maadi', name: 'Maadi Motors', city: 'maadi', cars: 0 },
      { key: 'october', name: 'October 6 Cars', city: 'sixthOfOctober', cars: 0 },
    ];
    for (const { key, cars, ...dealer } of dealers) {
      const row = await insertDealer(t.db, dealer);
      ids[key] = row.id;
      for (let car = 0; car < cars; car += 1) await insertCar(t.db, row.id);
    }
    // A sold car is not on sale: it counts for nothing.
    await insertCar(t.db, ids.maadi!, { status: 'sold' });
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const response = await t.app.inject({ url: `/api/v1/dealer${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return dealerListResponseSchema.parse(response.json()).dealers;
  };
  const found = async (query: string) =>
    (await list(query)).map((dealer) => Object.keys(ids).find((key) => ids[key] === dealer.id));

  it('lists every dealership by cars on sale, most first, then by name', async () => {
    expect(await found('')).toEqual(['pyramids', 'nile', 'alex', 'delta', 'maadi', 'october']);
    const [first] = await list('');
    expect(first).toMatchObject({
      name: 'Pyramids Auto',
      names: { en: 'Pyramids Auto', ar: 'أوتو الأهرامات' },
      carCount: 3,
    });
    // A dealership named in Arabic alone is named so in `name` too.
    expect((await list('?q=الاسكندريه'))[0]).toMatchObject({
      name: 'الإسكندرية موتورز',
      names: { en: null, ar: 'الإسكندرية موتورز' },
    });
  });

  it('finds a dealership by the words its English or Arabic name begins with', async () => {
    for (const query of ['nile', 'NILE', 'nile mot', 'Nile Motors', 'mot nile', ' nile  motors ']) {
      expect(await found(`?q=${encodeURIComponent(query)}`), query).toContain('nile');
    }
    for (const query of ['نايل', 'نايل موتورز', 'نا مو']) {
      expect(await found(`?q=${encodeURIComponent(query)}`), query).toEqual(['nile']);
    }
    expect(await found('?q=motors')).toEqual(['nile', 'maadi']);
    expect(await found(`?q=${encodeURIComponent('موتورز')}`)).toEqual(['nile', 'alex']);
    expect(await found('?q=xyz')).toEqual([]);
    expect(await found('?q=nile%20pyramids')).toEqual([]);
  });

  it('reads the spellings people mix: hamza and alef forms, taa marbuta, yaa, tatweel, diacritics, digits, accents', async () => {
    const spellings: [string, string][] = [
      ['ناىل', 'nile'],
      ['نـــايل', 'nile'],
      ['نَايِل', 'nile'],
      ['اوتو الاهرامات', 'pyramids'],
      ['أوتو الأهرامات', 'pyramids'],
      ['إسكندريه', 'alex'],
      ['الإسكندرية', 'alex'],
      ['delta', 'delta'],
      ['DÉLTA', 'delta'],
      ['october ٦', 'october'],
    ];
    for (const [query, key] of spellings) {
      expect(await found(`?q=${encodeURIComponent(query)}`), query).toEqual([key]);
    }
  });

  it('forgives one typing mistake in a word of four letters or more', async () => {
    expect(await found('?q=motros')).toEqual(['nile', 'maadi']);
    expect(await found('?q=pyramdis')).toEqual(['pyramids']);
    expect(await found(`?q=${encodeURIComponent('نايب')}`)).toEqual(['nile']);
    // Three letters must be typed right: "nil" begins Nile, "nle" nothing.
    expect(await found('?q=nle')).toEqual([]);
  });

  it('narrows to the dealerships in the cities of a governorate, with or without a search', async () => {
    expect(await found('?governorate=cairo')).toEqual(['nile', 'maadi']);
    expect(await found('?governorate=giza')).toEqual(['pyramids', 'october']);
    expect(await found('?governorate=dakahlia')).toEqual(['delta']);
    expect(await found('?governorate=luxor')).toEqual([]);
    expect(await found('?governorate=cairo&q=maadi')).toEqual(['maadi']);
    expect(await found(`?governorate=giza&q=${encodeURIComponent('نايل')}`)).toEqual([]);
  });

  it('refuses a governorate it does not know with 400 and a message', async () => {
    for (const governorate of ['atlantis', 'maadi', 'Cairo', '']) {
      const response = await t.app.inject({ url: `/api/v1/dealer?governorate=${governorate}` });
      expect(response.statusCode, governorate).toBe(400);
      expect(response.json().message).toBe('Invalid querystring: governorate: Unknown governorate');
    }
  });
});
