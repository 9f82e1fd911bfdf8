import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maxSavedSearches } from '#shared/reference/limits';
import { savedSearchesResponseSchema, savedSearchSchema } from '#shared/schemas/buyer';
import { signInAll } from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';

describe.each(databaseKinds)('saved searches on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const save = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/saved-searches', headers, payload });
  const list = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ url: '/api/v1/saved-searches', headers });
    expect(response.statusCode, response.body).toBe(200);
    return savedSearchesResponseSchema.parse(response.json()).savedSearches;
  };

  it('saves, lists, renames, changes the frequency of and deletes a search', async () => {
    const { headers } = (await signInAll(t.app, 'buyer@example.com'))('buyer@example.com');
    const created = await save(headers, {
      name: '  Corolla in Cairo ',
      query: {
        make: 'toyota',
        model: 'Corolla',
        priceMax: 900_000,
        city: 'cairo',
        year: 'All Years',
      },
      language: 'ar',
    });
    expect(created.statusCode, created.body).toBe(201);
    const search = savedSearchSchema.parse(created.json());
    expect(search).toMatchObject({
      name: 'Corolla in Cairo',
      query: { make: 'toyota', model: 'Corolla', priceMax: 900_000, city: 'cairo' },
      frequency: 'instant',
      newMatches: 0,
    });
    const user = await t.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', 'buyer@example.com')
      .executeTakeFirstOrThrow();
    expect(user.language).toBe('ar');

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/saved-searches/${search.id}`,
      headers,
      payload: { name: 'Family car', frequency: 'daily' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Family car', frequency: 'daily' });
    expect((await list(headers)).map((one) => one.name)).toEqual(['Family car']);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/saved-searches/${search.id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await list(headers)).toEqual([]);
  });

  it('keeps typed text as the criteria it names, and only the words left as text', async () => {
    const { headers } = (await signInAll(t.app, 'buyer@example.com'))('buyer@example.com');
    const created = await save(headers, {
      name: 'Toyota',
      query: { q: 'تويوتا فابريكا القاهرة تحت مليون', condition: 'usedCar' },
      language: 'ar',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(savedSearchSchema.parse(created.json()).query).toEqual({
      make: 'toyota',
      city: 'cairo',
      priceMax: 1_000_000,
      condition: 'usedCar',
      q: 'فابريكا',
    });
    const onlyFiller = await save(headers, {
      name: 'x',
      query: { q: 'عايز عربية' },
      language: 'en',
    });
    expect(onlyFiller.statusCode).toBe(400);
    expect(onlyFiller.json().message).toMatch(/at least one filter/);
  });

  it('keeps only valid criteria: a bad filter or no filter is a 400 that saves nothing', async () => {
    const { headers } = (await signInAll(t.app, 'buyer@example.com'))('buyer@example.com');
    for (const [payload, message] of [
      [{ name: 'x', query: { priceMax: 'cheap' }, language: 'en' }, /priceMax/],
      [{ name: 'x', query: { sort: 'newest' }, language: 'en' }, /cannot be saved/],
      [{ name: 'x', query: { yearMin: 2020, yearMax: 2010 }, language: 'en' }, /yearMin/],
      [{ name: 'x', query: {}, language: 'en' }, /at least one filter/],
      [{ name: '', query: { make: 'toyota' }, language: 'en' }, /name/],
      [{ name: 'x'.repeat(81), query: { make: 'toyota' }, language: 'en' }, /80/],
      [{ name: 'x', query: { make: 'toyota' }, language: 'fr' }, /language/],
      [{ name: 'x', query: { make: 'toyota' }, language: 'en', frequency: 'hourly' }, /frequency/],
      // JSON takes numbers as numbers: no text, truth value, list or null read as one.
      ...[
        { priceMax: '' },
        { priceMax: '900000' },
        { priceMax: null },
        { priceMax: true },
        { priceMax: [900_000] },
        { yearMin: [] },
        { mileageMax: '' },
        { year: '2020' },
      ].map((query) => [{ name: 'x', query, language: 'en' }, /cannot be saved/] as const),
    ] as const) {
      const response = await save(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await list(headers)).toEqual([]);
  });

  it(`keeps at most ${maxSavedSearches} searches a user`, async () => {
    const { headers } = (await signInAll(t.app, 'buyer@example.com'))('buyer@example.com');
    for (let n = 0; n < maxSavedSearches; n++) {
      const response = await save(headers, {
        name: `Search ${n}`,
        query: { priceMax: 100_000 + n },
        language: 'en',
      });
      expect(response.statusCode).toBe(201);
    }
    const refused = await save(headers, {
      name: 'One more',
      query: { make: 'kia' },
      language: 'en',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/at most 50 searches/);
    expect(await list(headers)).toHaveLength(maxSavedSearches);
  });

  it("keeps each user's searches their own: another's id is 404 and changes nothing", async () => {
    const who = await signInAll(t.app, 'a@example.com', 'b@example.com');
    const a = who('a@example.com').headers;
    const b = who('b@example.com').headers;
    const search = savedSearchSchema.parse(
      (await save(a, { name: 'Mine', query: { make: 'kia' }, language: 'en' })).json(),
    );
    for (const request of [
      {
        method: 'PATCH' as const,
        url: `/api/v1/saved-searches/${search.id}`,
        payload: { name: 'Taken' },
      },
      { method: 'POST' as const, url: `/api/v1/saved-searches/${search.id}/visit` },
    ]) {
      const response = await t.app.inject({ ...request, headers: b });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Saved search not found' });
    }
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/saved-searches/${search.id}`,
      headers: b,
    });
    expect(await list(b)).toEqual([]);
    // A change of nothing is refused (the fuzzer's `{}` once made a 500).
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/saved-searches/${search.id}`,
      headers: a,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Invalid body: Nothing to change');
    expect((await list(a)).map((one) => one.name)).toEqual(['Mine']);
    expect((await t.app.inject({ url: '/api/v1/saved-searches' })).statusCode).toBe(401);
  });
});
