import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
 * My Cars' bulk changes: a price change by an amount or a percent, marking sold, re-listing and
 * deleting many cars of a dealership at once, all or nothing.
 */

const team: Record<string, [TeamRole, TeamStatus]> = {
  'manager@nile.example': ['manager', 'approved'],
  'employee@nile.example': ['employee', 'approved'],
};
const manager = 'manager@nile.example';

describe.each(databaseKinds)('bulk changes to cars on %s', (kind) => {
  let t: TestApp;
  let dealerId: string;
  let otherDealerId: string;
  let who: (email: string) => Person;
  let ids: string[];

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
    who = await signInAll(t.app, ...Object.keys(team), 'rival@delta.example');
    ids = [];
    for (const price of [100_000, 200_000, 300_000])
      ids.push((await insertCar(t.db, dealerId, { price })).id);
    ids.push((await insertCar(t.db, dealerId, { price: 400_000, status: 'hidden' })).id);
  });

  const bulk = (email: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/car/bulk', headers: who(email).headers, payload });
  const cars = () =>
    t.db
      .selectFrom('cars')
      .select(['id', 'price', 'status'])
      .where('dealer_id', '=', dealerId)
      .orderBy('price')
      .execute();

  it('changes prices by a percent or an amount, recording each in the price history', async () => {
    const up = await bulk(manager, {
      dealerId,
      cars: { ids: ids.slice(0, 2) },
      change: { kind: 'price', by: 'percent', value: 10 },
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toEqual({ changed: 2, skipped: 0 });
    const down = await bulk(manager, {
      dealerId,
      cars: { ids: [ids[2]] },
      change: { kind: 'price', by: 'amount', value: -5_000 },
    });
    expect(down.json()).toEqual({ changed: 1, skipped: 0 });
    expect((await cars()).map((car) => car.price)).toEqual([110_000, 220_000, 295_000, 400_000]);
    const history = await t.db.selectFrom('car_price_changes').select('car_id').execute();
    expect(history).toHaveLength(3);
  });

  it('changes nothing when one price would leave the limits', async () => {
    const response = await bulk(manager, {
      dealerId,
      cars: { allMatching: {} },
      change: { kind: 'price', by: 'amount', value: -150_000 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/1 car outside/);
    expect((await cars()).map((car) => car.price)).toEqual([100_000, 200_000, 300_000, 400_000]);
  });

  it('marks all that match sold and lists them again, leaving a hidden car hidden', async () => {
    const sold = await bulk(manager, {
      dealerId,
      cars: { allMatching: {} },
      change: { kind: 'sold' },
    });
    expect(sold.json()).toEqual({ changed: 3, skipped: 1 });
    expect((await cars()).map((car) => car.status)).toEqual(['sold', 'sold', 'sold', 'hidden']);
    const relisted = await bulk(manager, {
      dealerId,
      cars: { allMatching: { status: 'sold' } },
      change: { kind: 'relist' },
    });
    expect(relisted.json()).toEqual({ changed: 3, skipped: 0 });
    expect((await cars()).map((car) => car.status)).toEqual([
      'active',
      'active',
      'active',
      'hidden',
    ]);
  });

  it('deletes only the count confirmed', async () => {
    const stale = await bulk(manager, {
      dealerId,
      cars: { allMatching: { status: 'active' } },
      change: { kind: 'delete', expectedCount: 2 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/3 cars match now, not 2/);
    expect(await cars()).toHaveLength(4);
    const deleted = await bulk(manager, {
      dealerId,
      cars: { allMatching: { status: 'active' } },
      change: { kind: 'delete', expectedCount: 3 },
    });
    expect(deleted.json()).toEqual({ changed: 3, skipped: 0 });
    expect((await cars()).map((car) => car.status)).toEqual(['hidden']);
  });

  it("refuses cars the user may not change, other dealerships' cars and bad bodies, changing nothing", async () => {
    const employees = await bulk('employee@nile.example', {
      dealerId,
      cars: { ids: ids.slice(0, 1) },
      change: { kind: 'sold' },
    });
    expect(employees.statusCode).toBe(403);
    const rival = await bulk('rival@delta.example', {
      dealerId: otherDealerId,
      cars: { ids },
      change: { kind: 'sold' },
    });
    expect(rival.statusCode).toBe(403);
    const outsider = await bulk('rival@delta.example', {
      dealerId,
      cars: { ids },
      change: { kind: 'sold' },
    });
    expect(outsider.statusCode).toBe(403);
    const bad = [
      { dealerId, cars: { ids: [] }, change: { kind: 'sold' } },
      { dealerId, cars: { ids }, change: { kind: 'price', by: 'percent', value: 5000 } },
      { dealerId, cars: { ids }, change: { kind: 'price', by: 'amount', value: '5' } },
      { dealerId, cars: { ids }, change: { kind: 'delete' } },
      { dealerId, cars: { ids }, change: { kind: 'paint' } },
    ];
    for (const payload of bad) {
      const response = await bulk(manager, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
    expect((await cars()).map((car) => [car.price, car.status])).toEqual([
      [100_000, 'active'],
      [200_000, 'active'],
      [300_000, 'active'],
      [400_000, 'hidden'],
    ]);
  });
});
