import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeyListResponseSchema, createdApiKeyResponseSchema } from '#shared/schemas/api-key';
import { dealerStockResponseSchema, stockCarResponseSchema } from '#shared/schemas/dealer-stock';
import {
  seedTeam,
  signInAll,
  type Person,
  type TeamRole,
  type TeamStatus,
} from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { insertCar } from '#test/factories';
import { jobsDone, pictureJobsDone } from '#test/jobs';
import { photoJpeg } from '#test/picture-fixtures';

/*
 * Dealer API keys and the stock API (docs/decisions/174): a dealership's admins make, list and
 * revoke keys on a session; a dealer's system writes the dealership's cars by stock number with
 * a key in X-API-Key, and with nothing else.
 */

const team: Record<string, [TeamRole, TeamStatus]> = {
  'admin@nile.example': ['admin', 'approved'],
  'manager@nile.example': ['manager', 'approved'],
  'employee@nile.example': ['employee', 'approved'],
  'pending@nile.example': ['admin', 'pending'],
};
const admin = 'admin@nile.example';
const rival = 'rival@delta.example';

/** A body of `PUT /api/v1/dealer/stock/{stockNumber}`: the car form's fields by its names. */
const stockBody = (overrides: Record<string, unknown> = {}) => ({
  make: 'toyota',
  model: 'Corolla',
  firstRegistration: 2020,
  price: 800_000,
  mileage: 45_000,
  condition: 'usedCar',
  transmission: 'automatic',
  fuelType: 'petrol',
  bodyStyle: 'sedan',
  city: 'cairo',
  capacity: 1600,
  totalOwners: 1,
  description: 'One owner.',
  ...overrides,
});

/** The dealers' photo server: one picture. */
async function photoServer(): Promise<{ server: Server; origin: string }> {
  const jpeg = await photoJpeg(640, 480);
  const server = createServer((request, response) => {
    if (request.url === '/car.jpg') response.end(jpeg);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe.each(databaseKinds)('dealer API keys and the stock API on %s', (kind) => {
  let t: TestApp;
  let dealerId: string;
  let rivalDealerId: string;
  let who: (email: string) => Person;
  let photos: { server: Server; origin: string };

  beforeAll(async () => {
    photos = await photoServer();
    t = await createTestApp(kind, { OUTSIDE_FETCH_ALLOWED_HOSTS: new URL(photos.origin).host });
  });
  afterAll(async () => {
    await t.close();
    photos.server.close();
  });
  beforeEach(async () => {
    await t.reset();
    dealerId = (await seedTeam(t.db, 'Nile Motors', team)).id;
    rivalDealerId = (await seedTeam(t.db, 'Delta Cars', { [rival]: ['admin', 'approved'] })).id;
    who = await signInAll(t.app, ...Object.keys(team), rival, 'buyer@example.com');
  });

  const createKey = (email: string | undefined, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: email ? who(email).headers : {},
      payload: body,
    });
  const listKeys = (email: string | undefined, dealer = dealerId) =>
    t.app.inject({
      url: `/api/v1/api-keys?dealerId=${dealer}`,
      headers: email ? who(email).headers : {},
    });
  const revokeKey = (email: string | undefined, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/api-keys/${id}`,
      headers: email ? who(email).headers : {},
    });
  /** A new key of the dealership, made by its admin: the whole key and its id. */
  const newKey = async (email = admin, dealer = dealerId, name = 'Showroom DMS') => {
    const response = await createKey(email, { dealerId: dealer, name });
    expect(response.statusCode, response.body).toBe(201);
    const created = createdApiKeyResponseSchema.parse(response.json());
    return { key: created.key, id: created.apiKey.id };
  };

  const withKey = (key: string | undefined) =>
    key === undefined ? {} : ({ 'x-api-key': key } as Record<string, string>);
  const put = (key: string | undefined, stockNumber: string, body: unknown = stockBody()) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/dealer/stock/${encodeURIComponent(stockNumber)}`,
      headers: {
        ...withKey(key),
        ...(typeof body === 'string' && { 'content-type': 'application/json' }),
      },
      payload: body as object,
    });
  const sell = (key: string | undefined, stockNumber: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/dealer/stock/${encodeURIComponent(stockNumber)}`,
      headers: withKey(key),
    });
  const list = (key: string | undefined, query = '') =>
    t.app.inject({ url: `/api/v1/dealer/stock${query}`, headers: withKey(key) });

  const carsOf = (dealer: string) =>
    t.db
      .selectFrom('cars')
      .selectAll()
      .where('dealer_id', '=', dealer)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const priceChanges = () => t.db.selectFrom('car_price_changes').selectAll().execute();

  describe('keys', () => {
    it('lets an admin make a key, shown once, list it by name and revoke it', async () => {
      const response = await createKey(admin, { dealerId, name: '  Showroom DMS ' });
      expect(response.statusCode, response.body).toBe(201);
      const created = createdApiKeyResponseSchema.parse(response.json());
      expect(created.key).toMatch(/^ak_[0-9a-f]{24}_[A-Za-z0-9_-]{43}$/);
      expect(created.key.startsWith(`ak_${created.apiKey.id}_`)).toBe(true);
      expect(created.apiKey).toMatchObject({ name: 'Showroom DMS', lastUsedAt: null });
      const secret = created.key.slice(`ak_${created.apiKey.id}_`.length);

      const listed = await listKeys(admin);
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('private, no-store');
      expect(apiKeyListResponseSchema.parse(listed.json()).apiKeys).toEqual([created.apiKey]);
      // Never again: not in the list, and not kept.
      expect(listed.body).not.toContain(secret);
      const stored = await t.db.selectFrom('dealer_api_keys').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(secret);

      expect((await put(created.key, 'N-1')).statusCode).toBe(201);
      const used = apiKeyListResponseSchema.parse((await listKeys(admin)).json()).apiKeys;
      expect(used[0]?.lastUsedAt).not.toBeNull();

      const revoked = await revokeKey(admin, created.apiKey.id);
      expect(revoked.statusCode, revoked.body).toBe(204);
      expect(apiKeyListResponseSchema.parse((await listKeys(admin)).json()).apiKeys).toEqual([]);
      const refused = await put(created.key, 'N-1');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'Invalid or revoked API key' });
      expect((await revokeKey(admin, created.apiKey.id)).statusCode).toBe(404);
    });

    it('notes a key last used at most once a minute', async () => {
      const { key, id } = await newKey();
      const lastUsed = async () =>
        (
          await t.db
            .selectFrom('dealer_api_keys')
            .select('last_used_at')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).last_used_at;
      expect((await list(key)).statusCode).toBe(200);
      const first = await lastUsed();
      expect(first).toBeInstanceOf(Date);
      expect((await list(key)).statusCode).toBe(200);
      expect(await lastUsed()).toEqual(first);
      await t.db
        .updateTable('dealer_api_keys')
        .set({ last_used_at: new Date(Date.now() - 61_000) })
        .where('id', '=', id)
        .execute();
      expect((await list(key)).statusCode).toBe(200);
      expect((await lastUsed())?.getTime()).toBeGreaterThan(Date.now() - 10_000);
    });

    it("lets only the dealership's approved admins make, list and revoke its keys", async () => {
      const { id } = await newKey();
      for (const email of [
        'manager@nile.example',
        'employee@nile.example',
        'pending@nile.example',
        rival,
        'buyer@example.com',
      ]) {
        const made = await createKey(email, { dealerId, name: 'Mine' });
        expect(made.statusCode, `${email} ${made.body}`).toBe(403);
        expect(made.json()).toHaveProperty('message');
        expect((await listKeys(email)).statusCode, email).toBe(403);
        expect((await revokeKey(email, id)).statusCode, email).toBe(403);
      }
      expect((await createKey(undefined, { dealerId, name: 'Mine' })).statusCode).toBe(401);
      expect((await listKeys(undefined)).statusCode).toBe(401);
      expect((await revokeKey(undefined, id)).statusCode).toBe(401);
      // The rival admin's own dealership is theirs.
      expect((await createKey(rival, { dealerId: rivalDealerId, name: 'Delta' })).statusCode).toBe(
        201,
      );
      expect((await createKey(admin, { dealerId: 'dlr_unknown', name: 'x' })).statusCode).toBe(404);
      expect((await revokeKey(admin, 'abc')).statusCode).toBe(404);
      const keys = apiKeyListResponseSchema.parse((await listKeys(admin)).json()).apiKeys;
      expect(keys.map((key) => key.id)).toEqual([id]);
    });

    it('refuses a key without a name, or with an unknown field', async () => {
      for (const body of [
        { dealerId, name: '   ' },
        { dealerId },
        { dealerId, name: 'x'.repeat(61) },
        { dealerId, name: 'DMS', key: 'ak_mine' },
      ]) {
        const response = await createKey(admin, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toHaveProperty('message');
      }
      expect(await t.db.selectFrom('dealer_api_keys').selectAll().execute()).toEqual([]);
    });

    it('never lets a key manage keys or the team', async () => {
      const { key, id } = await newKey();
      const asKey = { 'x-api-key': key };
      const calls = [
        { method: 'GET' as const, url: `/api/v1/api-keys?dealerId=${dealerId}` },
        { method: 'POST' as const, url: '/api/v1/api-keys', payload: { dealerId, name: 'More' } },
        { method: 'DELETE' as const, url: `/api/v1/api-keys/${id}` },
        { method: 'POST' as const, url: '/api/v1/dealer/team', payload: { dealerId } },
        {
          method: 'POST' as const,
          url: '/api/v1/team/invite',
          payload: { dealerId, email: 'new@example.com', role: 'admin' },
        },
        { method: 'GET' as const, url: '/api/v1/car/mine' },
      ];
      for (const call of calls) {
        const response = await t.app.inject({ ...call, headers: asKey });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
        // Nor as a bearer token.
        const asBearer = await t.app.inject({
          ...call,
          headers: { authorization: `Bearer ${key}` },
        });
        expect(asBearer.statusCode, `${call.method} ${call.url}`).toBe(401);
      }
      expect(await t.db.selectFrom('dealer_api_keys').select('id').execute()).toEqual([{ id }]);
      const invited = await t.db
        .selectFrom('team_members')
        .select('email')
        .where('email', '=', 'new@example.com')
        .execute();
      expect(invited).toEqual([]);
    });
  });

  describe('stock API', () => {
    it('adds a car by its stock number (201), then replaces it (200); the same PUT again changes nothing', async () => {
      const { key } = await newKey();
      const created = await put(key, 'N-1', stockBody({ vin: 'jtd-bu4ee 1234' }));
      expect(created.statusCode, created.body).toBe(201);
      expect(created.headers['cache-control']).toBe('private, no-store');
      const car = stockCarResponseSchema.parse(created.json()).car;
      expect(car).toMatchObject({
        stockNumber: 'N-1',
        vin: 'JTDBU4EE1234',
        make: 'toyota',
        model: 'Corolla',
        price: 800_000,
        status: 'active',
        sellerId: dealerId,
      });
      const [row] = await carsOf(dealerId);
      expect(row).toMatchObject({ id: car.id, created_by: null, stock_number: 'N-1' });

      const again = await put(key, 'N-1', stockBody({ vin: 'JTDBU4EE1234' }));
      expect(again.statusCode, again.body).toBe(200);
      expect(stockCarResponseSchema.parse(again.json()).car).toEqual(car);
      const [unchanged] = await carsOf(dealerId);
      expect(unchanged?.updated_at).toEqual(row?.updated_at);
      expect(await priceChanges()).toEqual([]);

      const replaced = await put(key, 'N-1', stockBody({ price: 750_000, mileage: null }));
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(stockCarResponseSchema.parse(replaced.json()).car).toMatchObject({
        id: car.id,
        price: 750_000,
        mileage: null,
        // Left out: the VIN stays.
        vin: 'JTDBU4EE1234',
      });
      expect(await priceChanges()).toMatchObject([
        { car_id: car.id, previous_price: 800_000, price: 750_000 },
      ]);
      expect(await carsOf(dealerId)).toHaveLength(1);
      // On sale, the search finds it.
      const found = await t.app.inject({ url: '/api/v1/car/search?make=toyota' });
      expect(found.json()).toMatchObject({ total: 1 });
    });

    it('marks a car sold (never deletes it), and answers 404 for an unknown stock number', async () => {
      const { key } = await newKey();
      const id = stockCarResponseSchema.parse((await put(key, 'N-7')).json()).car.id;
      const sold = await sell(key, 'N-7');
      expect(sold.statusCode, sold.body).toBe(200);
      expect(stockCarResponseSchema.parse(sold.json()).car).toMatchObject({ id, status: 'sold' });
      expect((await sell(key, 'N-7')).statusCode).toBe(200);
      expect(await carsOf(dealerId)).toMatchObject([{ id, status: 'sold' }]);
      // A PUT keeps its status, as an import does (decision 173).
      expect((await put(key, 'N-7', stockBody({ price: 700_000 }))).json()).toMatchObject({
        car: { id, status: 'sold', price: 700_000 },
      });
      const unknown = await sell(key, 'N-8');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Car not found' });
      const hidden = await insertCar(t.db, dealerId, { stock_number: 'H-1', status: 'hidden' });
      expect((await sell(key, 'H-1')).statusCode).toBe(409);
      expect(await carsOf(dealerId)).toContainEqual(
        expect.objectContaining({ id: hidden.id, status: 'hidden' }),
      );
    });

    it("lists the dealership's cars with their stock numbers, a page at a time", async () => {
      const { key } = await newKey();
      await put(key, 'N-1');
      await put(key, 'N-2', stockBody({ make: 'kia', model: 'Rio' }));
      await insertCar(t.db, dealerId, { created_at: new Date(Date.UTC(2020, 0, 1)) });
      await insertCar(t.db, rivalDealerId, { stock_number: 'N-1' });
      const listed = await list(key, '?pageSize=2');
      expect(listed.statusCode, listed.body).toBe(200);
      const page = dealerStockResponseSchema.parse(listed.json());
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(page.cars.map((car) => car.stockNumber).sort()).toEqual(['N-1', 'N-2']);
      const second = dealerStockResponseSchema.parse(
        (await list(key, '?pageSize=2&page=2')).json(),
      );
      expect(second.cars.map((car) => car.stockNumber)).toEqual([null]);
      const sold = dealerStockResponseSchema.parse((await list(key, '?status=sold')).json());
      expect(sold.total).toBe(0);
      expect((await list(key, '?pageSize=1000')).statusCode).toBe(400);
    });

    it('answers 401 with a message for a missing, unknown, malformed or revoked key, or a session', async () => {
      const { key, id } = await newKey();
      const other = await newKey(admin, dealerId, 'Second');
      await revokeKey(admin, other.id);
      const unknown = `ak_${'0'.repeat(24)}_${'A'.repeat(43)}`;
      const wrongSecret = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
      const refused: Record<string, string>[] = [
        {},
        { 'x-api-key': '' },
        { 'x-api-key': unknown },
        { 'x-api-key': wrongSecret },
        { 'x-api-key': `ak_${id}` },
        { 'x-api-key': 'not a key' },
        { 'x-api-key': other.key },
        who(admin).headers,
      ];
      for (const headers of refused) {
        for (const response of [
          await t.app.inject({ url: '/api/v1/dealer/stock', headers }),
          await t.app.inject({
            method: 'PUT',
            url: '/api/v1/dealer/stock/N-1',
            headers,
            payload: stockBody(),
          }),
          // Refused before the body is read: even a bad one gets 401.
          await t.app.inject({
            method: 'PUT',
            url: '/api/v1/dealer/stock/N-1',
            headers,
            payload: { flying: true },
          }),
          await t.app.inject({ method: 'DELETE', url: '/api/v1/dealer/stock/N-1', headers }),
        ]) {
          expect(response.statusCode, JSON.stringify(headers)).toBe(401);
          expect(typeof response.json<{ message: unknown }>().message).toBe('string');
        }
      }
      expect(await carsOf(dealerId)).toEqual([]);
    });

    it("keeps each dealership to its own cars: another's car of the same stock number is untouched", async () => {
      const rivalCar = await insertCar(t.db, rivalDealerId, { stock_number: 'N-1', price: 1_000 });
      const { key } = await newKey();
      const created = await put(key, 'N-1');
      expect(created.statusCode, created.body).toBe(201);
      const car = stockCarResponseSchema.parse(created.json()).car;
      expect(car.id).not.toBe(rivalCar.id);
      expect(car.sellerId).toBe(dealerId);
      const [rivalAfter] = await carsOf(rivalDealerId);
      expect(rivalAfter).toMatchObject({ id: rivalCar.id, price: 1_000, status: 'active' });
      expect(rivalAfter?.updated_at).toEqual(rivalCar.updated_at);

      const rivalKey = await newKey(rival, rivalDealerId);
      const rivalSold = await sell(rivalKey.key, 'N-1');
      expect(stockCarResponseSchema.parse(rivalSold.json()).car.id).toBe(rivalCar.id);
      expect(await carsOf(dealerId)).toMatchObject([{ id: car.id, status: 'active' }]);
      const page = dealerStockResponseSchema.parse((await list(rivalKey.key)).json());
      expect(page.cars.map((listed) => listed.id)).toEqual([rivalCar.id]);
    });

    it('finds a car without a stock number by its VIN, and refuses a VIN another numbered car has', async () => {
      const { key } = await newKey();
      const byVin = await insertCar(t.db, dealerId, { vin: 'VIN123', price: 900_000 });
      const adopted = await put(key, 'N-1', stockBody({ vin: 'vin 123' }));
      expect(adopted.statusCode, adopted.body).toBe(200);
      expect(stockCarResponseSchema.parse(adopted.json()).car).toMatchObject({
        id: byVin.id,
        stockNumber: 'N-1',
        price: 800_000,
      });
      const taken = await put(key, 'N-2', stockBody({ vin: 'VIN123' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        message: 'Another car of the dealership (stock number N-1) has the VIN VIN123',
      });
      expect(await carsOf(dealerId)).toHaveLength(1);
    });

    it('refuses bad bodies with a message and changes nothing', async () => {
      const { key } = await newKey();
      await put(key, 'N-1');
      const before = JSON.stringify(await carsOf(dealerId));
      const bad: [string, unknown][] = [
        ['N-1', stockBody({ make: 'trabant' })],
        ['N-1', stockBody({ price: '800000' })],
        ['N-1', stockBody({ price: -1 })],
        ['N-1', stockBody({ firstRegistration: 1800 })],
        ['N-1', stockBody({ city: 'atlantis' })],
        ['N-1', stockBody({ status: 'sold' })],
        ['N-1', stockBody({ extras: ['abs'] })],
        ['N-1', stockBody({ photos: ['file:///etc/passwd'] })],
        ['N-1', stockBody({ photos: 'http://example.org/car.jpg' })],
        ['N-1', stockBody({ vin: '-' })],
        ['N-1', stockBody({ vin: 'X'.repeat(31) })],
        ['N-2', { make: 'toyota' }],
        ['N-2', '{"make": '],
        ['x'.repeat(41), stockBody()],
        [' ', stockBody()],
      ];
      for (const [stockNumber, body] of bad) {
        const response = await put(key, stockNumber, body);
        const where = `${stockNumber} ${JSON.stringify(body)}`;
        expect(response.statusCode, `${where} ${response.body}`).toBe(400);
        expect(typeof response.json<{ message: unknown }>().message, where).toBe('string');
      }
      expect(JSON.stringify(await carsOf(dealerId))).toBe(before);
      expect(await priceChanges()).toEqual([]);
    });

    it("refuses a new car past the dealership's quota", async () => {
      const small = await createTestApp(kind, { DEALER_MAX_CARS: '1' });
      try {
        const dealer = await seedTeam(small.db, 'Small Cars', { [admin]: ['admin', 'approved'] });
        const person = (await signInAll(small.app, admin))(admin);
        const made = await small.app.inject({
          method: 'POST',
          url: '/api/v1/api-keys',
          headers: person.headers,
          payload: { dealerId: dealer.id, name: 'DMS' },
        });
        const { key } = createdApiKeyResponseSchema.parse(made.json());
        const putSmall = (stockNumber: string) =>
          small.app.inject({
            method: 'PUT',
            url: `/api/v1/dealer/stock/${stockNumber}`,
            headers: { 'x-api-key': key },
            payload: stockBody(),
          });
        expect((await putSmall('N-1')).statusCode).toBe(201);
        const refused = await putSmall('N-2');
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toHaveProperty('message');
        // Replacing the car it has is no new car.
        expect((await putSmall('N-1')).statusCode).toBe(200);
      } finally {
        await small.close();
      }
    });

    it("fetches a new car's photos by a job, and a second PUT fetches nothing more", async () => {
      const { key } = await newKey();
      const body = stockBody({
        photos: [`${photos.origin}/car.jpg`, `${photos.origin}/missing.jpg`],
      });
      const created = await put(key, 'P-1', body);
      expect(created.statusCode, created.body).toBe(201);
      await jobsDone(t, 'stock-photos');
      await pictureJobsDone(t);
      const pictures = () =>
        t.db.selectFrom('car_pictures').select(['status', 'name', 'car_id']).execute();
      const id = stockCarResponseSchema.parse(created.json()).car.id;
      expect(await pictures()).toEqual([{ status: 'ready', name: 'car.jpg', car_id: id }]);

      expect((await put(key, 'P-1', body)).statusCode).toBe(200);
      await jobsDone(t, 'stock-photos');
      await pictureJobsDone(t);
      expect(await pictures()).toHaveLength(1);
      const listed = dealerStockResponseSchema.parse((await list(key)).json());
      expect(Object.keys(listed.cars[0]?.pictures ?? {}).length).toBeGreaterThan(0);
    });

    it('limits the requests of each key (429 past the limit), counting keys apart', async () => {
      const limited = await createTestApp(kind, { RATE_LIMIT_API_KEY_PER_MINUTE: '3' });
      try {
        const dealer = await seedTeam(limited.db, 'Busy Motors', {
          [admin]: ['admin', 'approved'],
        });
        const person = (await signInAll(limited.app, admin))(admin);
        const keyOf = async (name: string) => {
          const made = await limited.app.inject({
            method: 'POST',
            url: '/api/v1/api-keys',
            headers: person.headers,
            payload: { dealerId: dealer.id, name },
          });
          return createdApiKeyResponseSchema.parse(made.json()).key;
        };
        const [first, second] = [await keyOf('One'), await keyOf('Two')];
        const call = (key: string) =>
          limited.app.inject({ url: '/api/v1/dealer/stock', headers: { 'x-api-key': key } });
        const statuses = [];
        for (let index = 0; index < 4; index += 1) statuses.push((await call(first)).statusCode);
        expect(statuses).toEqual([200, 200, 200, 429]);
        const refused = await call(first);
        expect(refused.json()).toHaveProperty('message');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // Writes too count on the key's one counter.
        const write = await limited.app.inject({
          method: 'PUT',
          url: '/api/v1/dealer/stock/N-1',
          headers: { 'x-api-key': first },
          payload: stockBody(),
        });
        expect(write.statusCode).toBe(429);
        expect((await call(second)).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });
});
