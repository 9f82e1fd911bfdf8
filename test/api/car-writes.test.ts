import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { extras } from '#shared/reference/extras';
import { carSchema, carSearchResponseSchema } from '#shared/schemas/car';
import { carEditResponseSchema, myCarsResponseSchema } from '#shared/schemas/car-write';
import { blockedMessages } from '#shared/rules/access';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { carBody, seedTeam, signInAll, type Person } from '#test/car-write-fixtures';
import { insertCar } from '#test/factories';

describe.each(databaseKinds)('car writes on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await t.db.deleteFrom('file_cleanup').execute();
  });

  const send = (
    method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
    url: string,
    who: Person | undefined,
    payload?: object | string,
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...who?.headers,
        ...(typeof payload === 'string' && { 'content-type': 'application/json' }),
      },
      ...(payload !== undefined && { payload }),
    });

  const carCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('cars')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Nile Motors with its whole team, and a second dealership run by someone else. */
  async function market() {
    const nile = await seedTeam(t.db, 'Nile Motors', {
      'admin@nile.test': ['admin', 'approved'],
      'manager@nile.test': ['manager', 'approved'],
      'emp@nile.test': ['employee', 'approved'],
      'emp2@nile.test': ['employee', 'approved'],
      'pending@nile.test': ['employee', 'pending'],
      'rejected@nile.test': ['employee', 'rejected'],
    });
    const delta = await seedTeam(t.db, 'Delta Cars', {
      'admin@delta.test': ['admin', 'approved'],
      'emp@nile.test': ['employee', 'approved'],
    });
    const who = await signInAll(
      t.app,
      'admin@nile.test',
      'manager@nile.test',
      'emp@nile.test',
      'emp2@nile.test',
      'pending@nile.test',
      'rejected@nile.test',
      'admin@delta.test',
      'plain@user.test',
    );
    return { nile, delta, who };
  }

  const create = async (who: Person, body: object) => {
    const response = await send('POST', '/api/v1/car', who, body);
    expect(response.statusCode, response.body).toBe(201);
    return carSchema.parse(response.json());
  };

  it('adds a car for an approved member, who is recorded as its creator', async () => {
    const { nile, who } = await market();
    const before = Date.now();
    const car = await create(
      who('emp@nile.test'),
      carBody(nile.id, { model: '  Corolla  Cross ', extras: ['abs', 'isofix', 'rearCamera'] }),
    );
    const { dealerId, ...sent } = carBody(nile.id);
    expect(car).toMatchObject({
      ...sent,
      model: 'Corolla  Cross',
      extras: ['abs', 'isofix', 'rearCamera'],
      sellerId: dealerId,
      pictures: {},
    });
    const row = await t.db
      .selectFrom('cars')
      .selectAll()
      .where('id', '=', car.id)
      .executeTakeFirstOrThrow();
    expect(row.created_by).toBe(who('emp@nile.test').uid);
    expect(row.model_search).toBe('corolla cross');
    expect(row.created_at.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.created_at.getTime()).toBe(row.updated_at.getTime());

    const shown = await send('GET', `/api/v1/car/${car.id}`, undefined);
    // The public read adds the car's fair-price band: none, with no comparable cars on sale.
    expect(carSchema.parse(shown.json())).toEqual({ ...car, fairPrice: null });
    // Optional fields take their defaults; null mileage and capacity are allowed.
    const minimal = carBody(nile.id, { mileage: null, capacity: null });
    for (const key of ['description', 'extras', 'totalOwners', 'status']) {
      delete (minimal as Record<string, unknown>)[key];
    }
    const bare = await create(who('admin@nile.test'), minimal);
    expect(bare).toMatchObject({
      mileage: null,
      capacity: null,
      description: '',
      extras: [],
      totalOwners: 0,
      status: 'active',
    });
  });

  it("refuses a car over the dealership's limit with 409, counting every status", async () => {
    const { nile, delta, who } = await market();
    const limit = t.config.quotas.carsPerDealer;
    t.config.quotas.carsPerDealer = 2;
    try {
      await create(who('admin@nile.test'), carBody(nile.id, { status: 'sold' }));
      // Two at once cannot both take the last place.
      const [first, second] = await Promise.all([
        send('POST', '/api/v1/car', who('manager@nile.test'), carBody(nile.id)),
        send('POST', '/api/v1/car', who('emp@nile.test'), carBody(nile.id)),
      ]);
      expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
      const refused = first?.statusCode === 409 ? first : second;
      expect(refused?.json()).toEqual({
        message:
          'The dealership has reached its limit of 2 cars; delete sold or old cars to add others',
      });
      expect(await carCount()).toBe(2);
      // Another dealership's count is its own.
      await create(who('admin@delta.test'), carBody(delta.id));
    } finally {
      t.config.quotas.carsPerDealer = limit;
    }
  });

  it('refuses bad cars with 400 (or 413 for a huge body) and stores nothing', async () => {
    const { nile, who } = await market();
    const admin = who('admin@nile.test');
    const nextYear = new Date().getFullYear() + 1;
    const bad: [string, Record<string, unknown>][] = [
      ['price', { price: -5 }],
      ['price', { price: 0 }],
      ['price', { price: 1500.5 }],
      ['price', { price: 100_000_001 }],
      ['firstRegistration', { firstRegistration: 3000 }],
      ['firstRegistration', { firstRegistration: nextYear + 1 }],
      ['firstRegistration', { firstRegistration: 1949 }],
      ['make', { make: 'trabant' }],
      ['make', { make: 'Toyota' }],
      ['city', { city: 'paris' }],
      ['model', { model: '   ' }],
      ['model', { model: 'x'.repeat(61) }],
      ['mileage', { mileage: -1 }],
      ['mileage', { mileage: 2_000_001 }],
      ['capacity', { capacity: 0 }],
      ['capacity', { capacity: 20_001 }],
      ['totalOwners', { totalOwners: -1 }],
      ['totalOwners', { totalOwners: 21 }],
      ['fuelType', { fuelType: 'coal' }],
      ['condition', { condition: 'broken' }],
      ['status', { status: 'stolen' }],
      ['description', { description: 'x'.repeat(5001) }],
      ['extras', { extras: ['abs', 'abs'] }],
      ['extras', { extras: ['cassette'] }],
      ['extras', { extras: ['flyingMode'] }],
      ['', { color: 'red' }],
      ['dealerId', { dealerId: undefined }],
      ['price', { price: '750000' }],
    ];
    for (const [field, overrides] of bad) {
      const response = await send('POST', '/api/v1/car', admin, carBody(nile.id, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const body = response.json();
      expect(body.message).toEqual(expect.any(String));
      if (field) expect(body.issues[0].path[0], JSON.stringify(overrides)).toBe(field);
    }
    expect(await send('POST', '/api/v1/car', admin, '{"price": ')).toMatchObject({
      statusCode: 400,
    });

    // A description of 1 MB: the body limit answers before anything is parsed.
    const huge = await send(
      'POST',
      '/api/v1/car',
      admin,
      carBody(nile.id, { description: 'x'.repeat(1_048_576) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: expect.stringMatching(/too large/i) });

    // The year of first registration may be next year, and every one of the 60 extras at once.
    await create(
      admin,
      carBody(nile.id, { firstRegistration: nextYear, extras: extras.map((extra) => extra.key) }),
    );
    expect(await carCount()).toBe(1);
  });

  it('lets only approved members add cars to their own dealership', async () => {
    const { nile, delta, who } = await market();
    const refusals: [string, string, number, string | RegExp][] = [
      ['plain@user.test', nile.id, 403, blockedMessages.dealerRequired.text],
      ['pending@nile.test', nile.id, 403, blockedMessages.acceptInvitation.text],
      // A rejected invitation leaves no role (decision 022).
      ['rejected@nile.test', nile.id, 403, blockedMessages.dealerRequired.text],
      ['admin@delta.test', nile.id, 403, /approved team/],
      ['admin@nile.test', delta.id, 403, /approved team/],
      ['admin@nile.test', 'dlr_unknown', 404, 'Dealer not found'],
    ];
    for (const [email, dealerId, status, message] of refusals) {
      const response = await send('POST', '/api/v1/car', who(email), carBody(dealerId));
      expect(response.statusCode, email).toBe(status);
      expect(response.json().message, email).toMatch(message);
    }
    const anonymous = await send('POST', '/api/v1/car', undefined, carBody(nile.id));
    expect(anonymous.statusCode).toBe(401);
    expect(await carCount()).toBe(0);

    // An employee approved on two dealerships adds to either; the manager to their own.
    await create(who('emp@nile.test'), carBody(delta.id));
    await create(who('manager@nile.test'), carBody(nile.id));

    // A removal counts at once, without signing out.
    await t.db
      .deleteFrom('team_members')
      .where('email', '=', 'emp@nile.test')
      .where('dealer_id', '=', nile.id)
      .execute();
    const removed = await send('POST', '/api/v1/car', who('emp@nile.test'), carBody(nile.id));
    expect(removed.statusCode).toBe(403);
    expect(await carCount()).toBe(2);
  });

  it('lets admins and managers change every car of the dealership, employees only their own', async () => {
    const { nile, delta, who } = await market();
    const managers = await create(who('manager@nile.test'), carBody(nile.id, { price: 100 }));
    const employees = await create(who('emp@nile.test'), carBody(nile.id, { price: 200 }));
    const patch = (email: string, id: string, body: object) =>
      send('PATCH', `/api/v1/car/${id}`, who(email), body);

    // An employee cannot edit a manager's car, nor another employee's.
    for (const [email, id] of [
      ['emp@nile.test', managers.id],
      ['emp2@nile.test', employees.id],
    ] as const) {
      const response = await patch(email, id, { price: 1 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Employees can only change the cars they added',
      });
    }
    // Pending, rejected, outsiders and plain users cannot either.
    for (const email of [
      'pending@nile.test',
      'rejected@nile.test',
      'admin@delta.test',
      'plain@user.test',
    ]) {
      expect((await patch(email, employees.id, { price: 1 })).statusCode, email).toBe(403);
    }
    // Without a session the answer is 401 before the body is checked.
    expect((await send('PATCH', `/api/v1/car/${employees.id}`, undefined, {})).statusCode).toBe(
      401,
    );
    expect(
      (await send('PATCH', `/api/v1/car/${employees.id}`, undefined, { price: 1 })).statusCode,
    ).toBe(401);

    // A manager edits an employee's car; the employee edits their own; the admin edits any.
    const edited = await patch('manager@nile.test', employees.id, {
      price: 210_000,
      model: 'Yaris  Hatch',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(carSchema.parse(edited.json())).toMatchObject({
      id: employees.id,
      price: 210_000,
      model: 'Yaris  Hatch',
      make: 'toyota',
    });
    const row = await t.db
      .selectFrom('cars')
      .select(['model_search', 'created_by', 'created_at', 'updated_at'])
      .where('id', '=', employees.id)
      .executeTakeFirstOrThrow();
    expect(row.model_search).toBe('yaris hatch');
    expect(row.created_by).toBe(who('emp@nile.test').uid);
    expect(row.updated_at.getTime()).toBeGreaterThanOrEqual(row.created_at.getTime());
    expect((await patch('emp@nile.test', employees.id, { mileage: null })).statusCode).toBe(200);
    expect((await patch('admin@nile.test', managers.id, { city: 'giza' })).statusCode).toBe(200);

    // Marking as sold takes it out of the public search; a draft is hidden from the car page.
    expect((await patch('emp@nile.test', employees.id, { status: 'sold' })).json()).toMatchObject({
      status: 'sold',
    });
    const search = carSearchResponseSchema.parse(
      (await send('GET', '/api/v1/car/search', undefined)).json(),
    );
    expect(Object.keys(search.cars)).toEqual([managers.id]);
    await patch('manager@nile.test', managers.id, { status: 'draft' });
    expect((await send('GET', `/api/v1/car/${managers.id}`, undefined)).statusCode).toBe(404);

    // Bad changes: 400 and nothing changes.
    for (const body of [
      {},
      { price: -1 },
      { firstRegistration: 3000 },
      { make: 'trabant' },
      { dealerId: delta.id },
      { createdBy: 'usr_x' },
      { status: null },
    ]) {
      const response = await patch('admin@nile.test', employees.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await patch('admin@nile.test', 'car_unknown', { price: 1 })).statusCode).toBe(404);
    const after = await t.db
      .selectFrom('cars')
      .select(['price', 'make', 'dealer_id', 'mileage'])
      .where('id', '=', employees.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ price: 210_000, make: 'toyota', dealer_id: nile.id, mileage: null });

    // Demotion and removal count at once.
    await t.db
      .updateTable('team_members')
      .set({ role: 'employee' })
      .where('email', '=', 'manager@nile.test')
      .execute();
    expect((await patch('manager@nile.test', employees.id, { price: 5 })).statusCode).toBe(403);
    await t.db.deleteFrom('team_members').where('email', '=', 'emp@nile.test').execute();
    expect((await patch('emp@nile.test', employees.id, { price: 5 })).statusCode).toBe(403);
  });

  it('deletes a car with the same permission, answering 204', async () => {
    const { nile, who } = await market();
    const managers = await create(who('manager@nile.test'), carBody(nile.id));
    const employees = await create(who('emp@nile.test'), carBody(nile.id));
    const remove = (email: string | undefined, id: string) =>
      send('DELETE', `/api/v1/car/${id}`, email === undefined ? undefined : who(email));
    expect((await remove(undefined, managers.id)).statusCode).toBe(401);
    for (const email of ['emp@nile.test', 'pending@nile.test', 'admin@delta.test']) {
      expect((await remove(email, managers.id)).statusCode, email).toBe(403);
    }
    expect(await carCount()).toBe(2);
    const done = await remove('emp@nile.test', employees.id);
    expect(done.statusCode).toBe(204);
    expect(done.body).toBe('');
    expect((await remove('manager@nile.test', managers.id)).statusCode).toBe(204);
    expect((await remove('manager@nile.test', managers.id)).statusCode).toBe(404);
    expect(await carCount()).toBe(0);
  });

  it('lists My Cars: every status of every approved dealership, newest first, with canManage', async () => {
    const { nile, delta, who } = await market();
    const mine = async (email: string, query = '') => {
      const response = await send('GET', `/api/v1/car/mine${query}`, who(email));
      expect(response.statusCode, response.body).toBe(200);
      return myCarsResponseSchema.parse(response.json());
    };
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute));
    const byManager = await insertCar(t.db, nile.id, {
      created_by: who('manager@nile.test').uid,
      created_at: at(1),
    });
    const byEmployee = await insertCar(t.db, nile.id, {
      created_by: who('emp@nile.test').uid,
      status: 'draft',
      created_at: at(3),
    });
    const sold = await insertCar(t.db, nile.id, { status: 'sold', created_at: at(2) });
    const deltaCar = await insertCar(t.db, delta.id, {
      created_by: who('emp@nile.test').uid,
      created_at: at(4),
    });
    const deltaOther = await insertCar(t.db, delta.id, { created_at: at(0) });

    const employee = await mine('emp@nile.test');
    expect(employee.total).toBe(5);
    expect(employee.cars.map((car) => [car.id, car.status, car.dealerName, car.canManage])).toEqual(
      [
        [deltaCar.id, 'active', 'Delta Cars', true],
        [byEmployee.id, 'draft', 'Nile Motors', true],
        [sold.id, 'sold', 'Nile Motors', false],
        [byManager.id, 'active', 'Nile Motors', false],
        [deltaOther.id, 'active', 'Delta Cars', false],
      ],
    );
    expect(employee.cars[0]?.dealerId).toBe(delta.id);

    const manager = await mine('manager@nile.test');
    expect(manager.cars.map((car) => [car.id, car.canManage])).toEqual([
      [byEmployee.id, true],
      [sold.id, true],
      [byManager.id, true],
    ]);
    const page = await mine('emp@nile.test', '?page=2&pageSize=2');
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.cars.map((car) => car.id)).toEqual([sold.id, byManager.id]);
    expect((await mine('emp@nile.test', '?status=draft')).cars.map((car) => car.id)).toEqual([
      byEmployee.id,
    ]);
    expect(
      (await mine('emp@nile.test', `?dealerId=${delta.id}`)).cars.map((car) => car.id),
    ).toEqual([deltaCar.id, deltaOther.id]);
    expect((await mine('admin@delta.test', `?dealerId=${nile.id}`)).cars).toEqual([]);

    for (const query of ['?pageSize=101', '?page=0', '?status=stolen', '?sort=price']) {
      const response = await send('GET', `/api/v1/car/mine${query}`, who('emp@nile.test'));
      expect(response.statusCode, query).toBe(400);
    }
    for (const [email, message] of [
      ['plain@user.test', blockedMessages.dealerRequired.text],
      ['pending@nile.test', blockedMessages.acceptInvitation.text],
    ] as const) {
      const response = await send('GET', '/api/v1/car/mine', who(email));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message });
    }
    expect((await send('GET', '/api/v1/car/mine', undefined)).statusCode).toBe(401);
  });

  it('answers the edit form a car in any status, to those who may change it', async () => {
    const { nile, who } = await market();
    const draft = await create(
      who('emp@nile.test'),
      carBody(nile.id, { status: 'draft', description: 'Draft' }),
    );
    const edit = (email: string) => send('GET', `/api/v1/car/${draft.id}/edit`, who(email));
    const response = await edit('manager@nile.test');
    expect(response.statusCode, response.body).toBe(200);
    expect(carEditResponseSchema.parse(response.json())).toEqual({
      car: draft,
      dealerName: 'Nile Motors',
      pictures: [],
    });
    expect((await edit('emp@nile.test')).statusCode).toBe(200);
    for (const email of ['emp2@nile.test', 'admin@delta.test', 'pending@nile.test']) {
      expect((await edit(email)).statusCode, email).toBe(403);
    }
    expect(
      (await send('GET', '/api/v1/car/car_unknown/edit', who('admin@nile.test'))).statusCode,
    ).toBe(404);
  });
});

describe('car writes and the search cache', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', { SEARCH_CACHE_SECONDS: '60' });
  });
  afterAll(() => t.close());

  it('clears the search cache on every car write', async () => {
    const nile = await seedTeam(t.db, 'Nile Motors', { 'admin@nile.test': ['admin', 'approved'] });
    const who = await signInAll(t.app, 'admin@nile.test');
    const admin = who('admin@nile.test');
    const search = async () =>
      carSearchResponseSchema.parse((await t.app.inject({ url: '/api/v1/car/search' })).json())
        .cars;

    expect(await search()).toEqual({});
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/car',
      headers: admin.headers,
      payload: carBody(nile.id, { price: 100_000 }),
    });
    const id = carSchema.parse(created.json()).id;
    expect(Object.keys(await search())).toEqual([id]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/car/${id}`,
      headers: admin.headers,
      payload: { price: 120_000 },
    });
    expect((await search())[id]?.price).toBe(120_000);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/car/${id}`, headers: admin.headers });
    expect(await search()).toEqual({});
  });
});
