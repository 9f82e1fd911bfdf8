import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carSchema, type FinanceOffer } from '#shared/schemas/car';
import { dealerFinanceOfferResponseSchema } from '#shared/schemas/dealer-finance';
import {
  seedTeam,
  signInAll,
  type Person,
  type TeamRole,
  type TeamStatus,
} from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { insertCar } from '#test/factories';

/*
 * A dealership's finance programme (docs/decisions/141): its admin sets, replaces and
 * removes it; its cars carry it in every public read.
 */

const team: Record<string, [TeamRole, TeamStatus]> = {
  'admin@nile.example': ['admin', 'approved'],
  'manager@nile.example': ['manager', 'approved'],
  'employee@nile.example': ['employee', 'approved'],
  'pending@nile.example': ['employee', 'pending'],
};
const admin = 'admin@nile.example';
const path = '/api/v1/dealer/finance-offer';

const offer: FinanceOffer = {
  downPaymentPercent: 20,
  termMonths: 48,
  annualRatePercent: 22.5,
  provider: 'Nile Bank Auto',
};

describe.each(databaseKinds)('dealer finance offers on %s', (kind) => {
  let t: TestApp;
  let dealerId: string;
  let otherDealerId: string;
  let who: (email: string) => Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    dealerId = (await seedTeam(t.db, 'Nile Motors', team)).id;
    otherDealerId = (
      await seedTeam(t.db, 'Delta Cars', { 'rival@delta.example': ['admin', 'approved'] })
    ).id;
    who = await signInAll(t.app, ...Object.keys(team), 'rival@delta.example', 'buyer@example.com');
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE', email?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: path,
      headers: email ? who(email).headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const stored = () => t.db.selectFrom('dealer_finance_offers').selectAll().execute();
  const readAs = async (email: string) => {
    const response = await call('GET', email);
    expect(response.statusCode, response.body).toBe(200);
    return dealerFinanceOfferResponseSchema.parse(response.json());
  };

  it('lets the admin set, read, replace and remove the offer', async () => {
    expect(await readAs(admin)).toEqual({ dealerId, offer: null });

    const set = await call('PUT', admin, { ...offer, provider: '  Nile Bank Auto ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ dealerId, offer });
    // Decimals come back as numbers, as sent.
    expect(await readAs(admin)).toEqual({ dealerId, offer });
    // Any approved member reads it.
    expect(await readAs('manager@nile.example')).toEqual({ dealerId, offer });
    expect(await readAs('employee@nile.example')).toEqual({ dealerId, offer });

    const replacement = {
      downPaymentPercent: 0,
      termMonths: 84,
      annualRatePercent: 0,
      provider: 'بنك مصر',
    };
    const replaced = await call('PUT', admin, replacement);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await readAs(admin)).toEqual({ dealerId, offer: replacement });
    expect(await stored()).toHaveLength(1);

    const removed = await call('DELETE', admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ dealerId, offer: null });
    expect(await stored()).toHaveLength(0);
    // Removing again is harmless.
    expect((await call('DELETE', admin)).statusCode).toBe(200);
  });

  it('refuses managers, employees and outsiders, and changes nothing', async () => {
    expect((await call('PUT', admin, offer)).statusCode).toBe(200);
    const before = await stored();
    for (const email of ['manager@nile.example', 'employee@nile.example']) {
      for (const response of [
        await call('PUT', email, { ...offer, provider: 'Other' }),
        await call('DELETE', email),
      ]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json<{ message: string }>().message).toBe(
          "Only the dealership's admins can set its finance offer",
        );
      }
    }
    for (const email of ['pending@nile.example', 'buyer@example.com']) {
      expect((await call('GET', email)).statusCode).toBe(403);
      expect((await call('PUT', email, offer)).statusCode).toBe(403);
      expect((await call('DELETE', email)).statusCode).toBe(403);
    }
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('PUT', undefined, offer)).statusCode).toBe(401);
    expect((await call('DELETE')).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
    // Another dealership's admin sets their own, not this one's.
    expect((await call('PUT', 'rival@delta.example', offer)).json()).toMatchObject({
      dealerId: otherDealerId,
    });
    expect((await readAs(admin)).offer).toEqual(offer);
  });

  it.each([
    ['a negative down payment', { downPaymentPercent: -1 }],
    ['101% down', { downPaymentPercent: 101 }],
    ['120 months', { termMonths: 120 }],
    ['130 months', { termMonths: 130 }],
    ['part of a month', { termMonths: 36.5 }],
    ['a negative rate', { annualRatePercent: -0.5 }],
    ['61% a year', { annualRatePercent: 61 }],
    ['an empty provider', { provider: '' }],
    ['a blank provider', { provider: '   ' }],
    ['no provider', { provider: undefined }],
    ['an unknown key', { bank: 'x' }],
    // JSON takes numbers as numbers: no text, truth value, list or null read as one.
    ['text, a truth value', { downPaymentPercent: '', termMonths: '60', annualRatePercent: true }],
    ['a number as text', { downPaymentPercent: '20' }],
    ['null', { downPaymentPercent: null }],
    ['a list of a number', { termMonths: [60] }],
    ['an empty list', { annualRatePercent: [] }],
    ['false', { annualRatePercent: false }],
  ])('answers 400 to %s and stores nothing', async (_name, change) => {
    const response = await call('PUT', admin, { ...offer, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(typeof response.json<{ message: unknown }>().message).toBe('string');
    expect(await stored()).toEqual([]);
  });

  it("gives the dealer's cars, and only theirs, the offer in search, by-ids and a car", async () => {
    const ours = await insertCar(t.db, dealerId);
    const theirs = await insertCar(t.db, otherDealerId);
    expect((await call('PUT', admin, offer)).statusCode).toBe(200);

    const car = carSchema.parse((await t.app.inject({ url: `/api/v1/car/${ours.id}` })).json());
    expect(car.financeOffer).toEqual(offer);
    const other = carSchema.parse((await t.app.inject({ url: `/api/v1/car/${theirs.id}` })).json());
    expect(other.financeOffer).toBeNull();

    const byIds = (
      await t.app.inject({ url: `/api/v1/car/by-ids?ids=${ours.id},${theirs.id}` })
    ).json<{ cars: Record<string, { financeOffer: unknown }> }>();
    expect(byIds.cars[ours.id]?.financeOffer).toEqual(offer);
    expect(byIds.cars[theirs.id]?.financeOffer).toBeNull();

    const search = await t.app.inject({ url: '/api/v1/car/search?pageSize=50' });
    expect(search.statusCode, search.body).toBe(200);
    const found = Object.values(search.json<{ cars: Record<string, unknown> }>().cars).map(
      (value) => carSchema.parse(value),
    );
    expect(found.find((row) => row.id === ours.id)?.financeOffer).toEqual(offer);
    expect(found.find((row) => row.id === theirs.id)?.financeOffer).toBeNull();

    // Removed: the defaults again, at once (the search answers are not kept with the old one).
    expect((await call('DELETE', admin)).statusCode).toBe(200);
    const again = await t.app.inject({ url: '/api/v1/car/search?pageSize=50' });
    const cars = again.json<{ cars: Record<string, { financeOffer: unknown }> }>().cars;
    expect(cars[ours.id]?.financeOffer).toBeNull();
  });

  it('goes with its dealership', async () => {
    expect((await call('PUT', admin, offer)).statusCode).toBe(200);
    await t.db.deleteFrom('team_members').where('dealer_id', '=', dealerId).execute();
    await t.db.deleteFrom('dealers').where('id', '=', dealerId).execute();
    expect(await stored()).toEqual([]);
  });
});
