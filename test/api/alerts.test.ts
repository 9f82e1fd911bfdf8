import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatPrice } from '#shared/rules/format';
import { carSchema } from '#shared/schemas/car';
import { savedSearchesResponseSchema, savedSearchSchema } from '#shared/schemas/buyer';
import { buildTestApp, createTestApp, databaseKinds, testKeys, type TestApp } from '#test/db';
import { carBody, seedTeam, signInAll, type Person } from '#test/car-write-fixtures';
import { alertsDone } from '#test/jobs';
import { sendAlertMail } from '#server/modules/alerts/alert-jobs';
import { unsubscribeToken } from '#server/modules/alerts/unsubscribe-token';

describe.each(databaseKinds)('alerts of saved searches and favourites on %s', (kind) => {
  let t: TestApp;
  let dealer: Person;
  let buyer: Person;
  let dealerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    dealerId = (
      await seedTeam(t.db, 'Nile Motors', { 'manager@nile.test': ['manager', 'approved'] })
    ).id;
    const who = await signInAll(t.app, 'manager@nile.test', 'buyer@example.com');
    dealer = who('manager@nile.test');
    buyer = who('buyer@example.com');
  });

  const saveSearch = async (
    query: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved-searches',
      headers: buyer.headers,
      payload: { name: 'Corolla under 900k', query, language: 'en', ...extra },
    });
    expect(response.statusCode, response.body).toBe(201);
    return savedSearchSchema.parse(response.json());
  };
  const listCar = async (overrides: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/car',
      headers: dealer.headers,
      payload: carBody(dealerId, overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return carSchema.parse(response.json());
  };
  const changeCar = async (id: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/car/${id}`,
      headers: dealer.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const mails = () =>
    t.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').orderBy('id').execute();
  const matches = () =>
    t.db.selectFrom('saved_search_matches').select(['saved_search_id', 'car_id']).execute();

  it('mails a new matching car once, with its price, link and a one-click unsubscribe', async () => {
    const search = await saveSearch({ make: 'toyota', priceMax: 900_000 });
    const matching = await listCar({ price: 850_000 });
    await listCar({ make: 'kia', model: 'Sportage', price: 850_000 });
    await listCar({ price: 950_000 });
    await listCar({ price: 800_000, status: 'draft' });
    await alertsDone(t);

    expect(await matches()).toEqual([{ saved_search_id: search.id, car_id: matching.id }]);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to_address: 'buyer@example.com',
      status: 'sent',
      subject: 'New cars for “Corolla under 900k”',
    });
    expect(mail?.html).toContain('Toyota Corolla 2020');
    expect(mail?.html).toContain(formatPrice(850_000, 'en'));
    expect(mail?.html).toContain(`http://arabeya.test/car-details/${matching.id}`);
    expect(mail?.text).toContain(`http://arabeya.test/car-details/${matching.id}`);
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/arabeya\.test\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Edited, lowered, edited again: still one match and one mail.
    await changeCar(matching.id, { price: 840_000 });
    await changeCar(matching.id, { description: 'Now with new tyres.' });
    await alertsDone(t);
    expect(await matches()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);

    const listed = savedSearchesResponseSchema.parse(
      (await t.app.inject({ url: '/api/v1/saved-searches', headers: buyer.headers })).json(),
    ).savedSearches;
    expect(listed[0]?.newMatches).toBe(1);
    const visited = await t.app.inject({
      method: 'POST',
      url: `/api/v1/saved-searches/${search.id}/visit`,
      headers: buyer.headers,
    });
    expect(visited.json()).toMatchObject({ newMatches: 0 });
  });

  it('mails in the language of the user, a car published from draft and one lowered into range', async () => {
    await saveSearch({ make: 'toyota', priceMax: 900_000 }, { language: 'ar' });
    const draft = await listCar({ status: 'draft', price: 800_000 });
    const dear = await listCar({ price: 1_000_000 });
    await alertsDone(t);
    expect(await mails()).toEqual([]);
    await changeCar(draft.id, { status: 'active' });
    await changeCar(dear.id, { price: 880_000 });
    await alertsDone(t);
    expect((await matches()).map((match) => match.car_id).sort()).toEqual(
      [draft.id, dear.id].sort(),
    );
    const sent = await mails();
    const html = sent.map((mail) => mail.html).join('');
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain(`http://arabeya.test/ar/car-details/${draft.id}`);
    expect(sent[0]?.subject).toContain('سيارات جديدة');
  });

  it('mails a price drop of a kept car, once per drop, and not a rise', async () => {
    const car = await listCar({ price: 800_000 });
    await alertsDone(t);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/favourites/${car.id}`,
      headers: buyer.headers,
    });
    await changeCar(car.id, { price: 750_000 });
    await alertsDone(t);
    await changeCar(car.id, { price: 760_000 });
    await changeCar(car.id, { description: 'Same price, new words.' });
    await alertsDone(t);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('A car you keep is cheaper now');
    expect(sent[0]?.html).toContain(formatPrice(750_000, 'en'));
    expect(sent[0]?.html).toContain(`was ${formatPrice(800_000, 'en')}`);
  });

  it('keeps daily alerts for the morning, and writes them then', async () => {
    await saveSearch({ make: 'toyota' }, { frequency: 'daily' });
    await listCar();
    await listCar({ price: 700_000 });
    await alertsDone(t);
    expect(await mails()).toEqual([]);
    const deps = {
      db: t.db,
      jobs: t.jobs,
      storage: t.storage,
      publicUrl: t.config.publicUrl,
      unsubscribeKey: testKeys.unsubscribe,
      timing: t.config.alerts,
    };
    await sendAlertMail(deps, buyer.uid, 'daily');
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail?.html.match(/car-details\//g)).toHaveLength(2);
    // Written once: a second run finds nothing new.
    await sendAlertMail(deps, buyer.uid, 'daily');
    expect(await mails()).toHaveLength(1);
  });

  it('writes at most one instant alert a user per interval, putting the next off', async () => {
    await saveSearch({ make: 'toyota' });
    await listCar();
    await alertsDone(t);
    expect(await mails()).toHaveLength(1);
    await listCar({ price: 700_000 });
    await alertsDone(t);
    const deps = {
      db: t.db,
      jobs: t.jobs,
      storage: t.storage,
      publicUrl: t.config.publicUrl,
      unsubscribeKey: testKeys.unsubscribe,
      timing: { delaySeconds: 0, minIntervalSeconds: 3_600 },
    };
    const unmailed = () =>
      t.db
        .selectFrom('saved_search_matches')
        .select('car_id')
        .where('mailed_at', 'is', null)
        .execute();
    // The second car's mail went out already (the test app has no interval); a third waits.
    await t.db.updateTable('saved_search_matches').set({ mailed_at: null }).execute();
    await sendAlertMail(deps, buyer.uid, 'instant');
    expect(await mails()).toHaveLength(2);
    expect(await unmailed()).toHaveLength(2);
  });

  it('unsubscribes with a signed link, no sign-in, and refuses forged, expired and stale links', async () => {
    const search = await saveSearch({ make: 'toyota' });
    const token = (savedSearchId: string | null, userId = buyer.uid, now?: number) =>
      unsubscribeToken(testKeys.unsubscribe, { userId, savedSearchId, language: 'en' }, now);
    const frequency = async () =>
      (
        await t.db
          .selectFrom('saved_searches')
          .select('frequency')
          .where('id', '=', search.id)
          .executeTakeFirstOrThrow()
      ).frequency;

    const page = await t.app.inject({ url: `/unsubscribe?token=${token(search.id)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      'Stop the e-mail alerts of your saved search “Corolla under 900k”?',
    );
    expect(page.body).toContain('<form method="post"');
    expect(await frequency()).toBe('instant');

    const forged = `${token(search.id).split('.')[0]}.AAAA`;
    const expired = token(search.id, buyer.uid, Date.now() - 200 * 24 * 3600 * 1000);
    const stale = token(search.id, dealer.uid);
    for (const [bad, status, text] of [
      [forged, 400, 'not valid'],
      ['', 400, 'not valid'],
      [expired, 410, 'has expired'],
      [stale, 404, 'no longer exists'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: `/unsubscribe?token=${bad}` });
      expect(response.statusCode).toBe(status);
      expect(response.body).toContain(text);
    }
    expect(await frequency()).toBe('instant');

    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${token(search.id)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You will get no more alerts for “Corolla under 900k”');
    expect(await frequency()).toBe('off');

    const all = await t.app.inject({ method: 'POST', url: `/unsubscribe?token=${token(null)}` });
    expect(all.statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select('price_alerts')
      .where('id', '=', buyer.uid)
      .executeTakeFirstOrThrow();
    expect(user.price_alerts).toBe(false);
  });

  it('shows sent mail in the development mailbox, which production refuses by default', async () => {
    await saveSearch({ make: 'toyota' });
    await listCar();
    await alertsDone(t);
    const [mail] = await mails();
    const box = await t.app.inject({ url: '/dev-mail' });
    expect(box.statusCode).toBe(200);
    expect(box.body).toContain(`/dev-mail/${mail?.id}`);
    const one = await t.app.inject({ url: `/dev-mail/${mail?.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('Toyota Corolla 2020');

    const production = await buildTestApp(t.db, t.jobs, t.mediaDir, {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-that-is-long-enough',
      ALLOW_DEV_IDP: '1',
      WORKERS: '0',
    });
    try {
      expect((await production.app.inject({ url: '/dev-mail' })).statusCode).toBe(404);
    } finally {
      await production.app.close();
    }
  });
});
