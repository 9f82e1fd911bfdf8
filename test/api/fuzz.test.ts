import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdApiKeyResponseSchema } from '#shared/schemas/api-key';
import { stockImportPreviewSchema } from '#shared/schemas/stock-import';
import { carBody, seedTeam, signInAll, stockCarBody } from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { dealerProfile, insertCar } from '#test/factories';

/*
 * Generated bad bodies, queries and ids for every endpoint. Whatever arrives, the answer is never a
 * 5xx, an error answer is `{ message }`, and a 4xx changes no stored data. Bad inputs are made
 * mostly by damaging a valid request (one field replaced, removed or added), which reaches far
 * deeper into the validation than random JSON alone.
 */

const tables = [
  'users',
  'dealers',
  'team_members',
  'cars',
  'car_pictures',
  'sessions',
  'page_views',
  'file_cleanup',
  'favourites',
  'saved_searches',
  'saved_search_matches',
  'price_drops',
  'car_price_changes',
  'mail_outbox',
  'leads',
  'lead_notes',
  'car_reports',
  'dealer_finance_offers',
  'dealer_api_keys',
  'stock_imports',
  'stock_feeds',
  'stock_feed_runs',
] as const;

type Json = Record<string, unknown>;

/** What the mail worker writes as it sends a mail from the outbox. */
const outboxDeliveryColumns = new Set([
  'status',
  'attempts',
  'last_error',
  'claimed_at',
  'sent_at',
]);
/** Columns that change with any request that gets in, refused or not: a key's last use. */
const usageColumns: Partial<Record<(typeof tables)[number], Set<string>>> = {
  mail_outbox: outboxDeliveryColumns,
  dealer_api_keys: new Set(['last_used_at']),
};

interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** `:id` is replaced by a real id or a generated string. */
  path: string;
  /** A valid body to damage (JSON endpoints). */
  body?: Json;
  /** Query keys the endpoint knows, to damage their values. */
  queryKeys?: string[];
  multipart?: boolean;
  /** Sent without the session token (calls that would end or slide the session). */
  anonymous?: boolean;
  /** Called with the dealership's API key in X-API-Key instead of the session (the stock API). */
  apiKey?: boolean;
  /** What `:id` stands for when it is a real one (else the dealer's id under `/dealer/`, a car's). */
  realId?: string;
  /** A page the browser navigates to: its errors are HTML pages for people, not JSON. */
  page?: boolean;
}

/**
 * Instants at and past the limits of JavaScript's Date (±8.64e15 ms from 1970: the years -271821
 * to +275760, written with extended years like `-010000`) and of PostgreSQL's timestamptz
 * (4713 BC to 294276 AD). A date JavaScript reads and PostgreSQL refuses answered 500.
 */
const extremeInstants = [
  '+275760-09-13T00:00:00.000Z',
  '+275760-09-13T00:00:00.001Z',
  '-271821-04-20T00:00:00.000Z',
  '-271821-04-19T23:59:59.999Z',
  '-010000-01-01T00:00:00Z',
  '+010000-01-01T00:00:00Z',
  '+294276-12-31T23:59:59Z',
  '-004713-11-24T00:00:00Z',
  '-004714-01-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '1969-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59.999Z',
];
/** The same limits in milliseconds since 1970, and just past them. */
const extremeMilliseconds = [
  8.64e15,
  -8.64e15,
  8.64e15 + 1,
  -8.64e15 - 1,
  -62_167_219_200_001,
  Number.MAX_SAFE_INTEGER,
];
/** Query values at the limits: instants, instants as a cursor (`instant~id`), milliseconds. */
const extremeQueryValues = [
  ...extremeInstants,
  ...extremeInstants.map((instant) => `${instant}~a`),
  ...extremeMilliseconds.map(String),
];

/**
 * What a JSON body's number field must refuse: text (a number's too), truth values, lists. A
 * parser that coerces reads `""`, `false` and `[]` as 0, `true` as 1 and `[60]` as 60. (Null
 * is no number either, but some number fields are nullable.)
 */
const notNumbers: unknown[] = ['', ' ', '60', '1e3', true, false, [], [60], {}];

const text = fc.string({ maxLength: 40 });
const badValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  text,
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1e308, 3000, '', ' ', '<script>', 'x'.repeat(5000), null),
  // Text as buyers type it, and what no one should: direction marks, controls, emoji, digits.
  fc.constantFrom(
    'تويوتا القاهرة تحت مليون',
    'من ٣٠٠ الف الى ٦٠٠ الف',
    '\u200F\u202Eتويوتا\u0000\u0007 🚗',
    '٠١٢٣٤٥٦٧٨٩'.repeat(3),
    'عايز عربية للبيع',
  ),
  fc.constantFrom(...extremeInstants, ...extremeMilliseconds),
  fc.constantFrom(...notNumbers),
);

/** Where each value of a JSON body is: the keys and indexes down to it. */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  }
  return [path];
}

/** `body` with the value at `path` replaced. */
function replacedAt(body: Json, path: (string | number)[], value: unknown): Json {
  const copy = structuredClone(body);
  let parent: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}

/** A valid body with one field damaged, or any JSON value at all. */
const damagedBody = (valid: Json) =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...Object.keys(valid)), badValue).map(([key, value]) => ({
      ...valid,
      [key]: value,
    })),
    fc
      .constantFrom(...Object.keys(valid))
      .map((key) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key))),
    fc.tuple(text, badValue).map(([key, value]) => ({ ...valid, [`x${key}`]: value })),
    fc.jsonValue({ maxDepth: 3 }),
  );

const idLike = fc.oneof(
  text,
  fc.constantFrom('car_unknown', 'dlr_unknown', '..', '%00', 'a'.repeat(300), '1e3'),
);

describe.each(databaseKinds)('fuzzing every endpoint on %s', (kind) => {
  let t: TestApp;
  let headers: { authorization: string };
  let ids: {
    car: string;
    dealer: string;
    user: string;
    stockNumber: string;
    apiKey: string;
    stockImport: string;
  };
  /** The dealership's API key, and one of its revoked keys. */
  let keyHeaders: { 'x-api-key': string };
  let revokedKey: string;

  beforeAll(async () => {
    // The dealer is the site's operator too, so that the operator's calls are reached.
    t = await createTestApp(kind, { OPERATOR_EMAILS: 'fuzz-admin@example.org' });
    const dealer = await seedTeam(t.db, 'Fuzz Motors', {
      'fuzz-admin@example.org': ['admin', 'approved'],
    });
    const person = (await signInAll(t.app, 'fuzz-admin@example.org'))('fuzz-admin@example.org');
    headers = person.headers;
    const car = await insertCar(t.db, dealer.id, { created_by: person.uid });
    await insertCar(t.db, dealer.id, { stock_number: 'FZ-1' });
    const keyOf = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/api-keys',
        headers,
        payload: { dealerId: dealer.id, name: 'Fuzz DMS' },
      });
      return createdApiKeyResponseSchema.parse(response.json());
    };
    keyHeaders = { 'x-api-key': (await keyOf()).key };
    const revoked = await keyOf();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/api-keys/${revoked.apiKey.id}`,
      headers,
    });
    revokedKey = revoked.key;
    // An import uploaded and not confirmed, for its photos' upload to reach.
    const form = new FormData();
    form.append(
      'file',
      new Blob(['Stock,Make,Model,Year,Price\nFZ-2,Kia,Rio,2020,500000\n']),
      's.csv',
    );
    const sheet = new Request('http://arabeya.test/', { method: 'POST', body: form });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/stock/imports?dealerId=${dealer.id}`,
      headers: { ...headers, 'content-type': sheet.headers.get('content-type') ?? '' },
      payload: Buffer.from(await sheet.arrayBuffer()),
    });
    ids = {
      car: car.id,
      dealer: dealer.id,
      user: person.uid,
      stockNumber: 'FZ-1',
      // A key for the revoke call to find (the fuzz's own stays in use).
      apiKey: (await keyOf()).apiKey.id,
      stockImport: stockImportPreviewSchema.parse(uploaded.json()).id,
    };
  });
  afterAll(() => t.close());

  /**
   * Every stored row of every table, as one string. The outbox's delivery columns are left out:
   * the mail worker sends earlier mail on its own while requests are made; and so is a key's last
   * use, noted for every request its key gets in with, whatever becomes of it.
   */
  async function snapshot(): Promise<string> {
    const parts: string[] = [];
    for (const table of tables) {
      const rows = await sql<Json>`select * from ${sql.table(table)} order by 1`.execute(t.db);
      const leftOut = usageColumns[table];
      const stored = leftOut
        ? rows.rows.map((row) =>
            Object.fromEntries(Object.entries(row).filter(([column]) => !leftOut.has(column))),
          )
        : rows.rows;
      parts.push(JSON.stringify(stored));
    }
    return parts.join('\n');
  }

  const endpoints = (): Endpoint[] => [
    {
      method: 'GET',
      path: '/api/v1/car/search',
      queryKeys: [
        'make',
        'model',
        'year',
        'priceMin',
        'priceMax',
        'downPaymentMax',
        'monthlyMax',
        'bodyStyle',
        'city',
        'sort',
        'page',
        'pageSize',
        'dealer',
        'condition',
        'fuelType',
        'transmission',
        'q',
      ],
    },
    {
      method: 'GET',
      path: '/api/v1/car/facets',
      queryKeys: ['make', 'q', 'city', 'priceMax', 'yearMin', 'yearMax', 'mileageMax'],
    },
    { method: 'GET', path: '/api/v1/car/suggest', queryKeys: ['q', 'lang'] },
    { method: 'GET', path: '/api/v1/car/:id' },
    { method: 'GET', path: '/api/v1/car/by-ids', queryKeys: ['ids'] },
    { method: 'GET', path: '/api/v1/car/:id/similar' },
    { method: 'GET', path: '/api/v1/car/:id/price-history' },
    {
      method: 'POST',
      path: '/api/v1/leads/car/:id',
      body: { name: 'Fuzz', phone: '0100 123 4567', message: 'Hello', preferredContact: 'call' },
    },
    { method: 'POST', path: '/api/v1/leads/car/:id/contacts/call' },
    {
      method: 'GET',
      path: '/api/v1/leads/dealer/:id',
      queryKeys: ['carId', 'status', 'assignee', 'kind', 'cursor'],
    },
    { method: 'GET', path: '/api/v1/leads/dealer/:id/:id' },
    {
      method: 'PATCH',
      path: '/api/v1/leads/dealer/:id/:id',
      body: { status: 'won', assigneeId: ids.user },
    },
    { method: 'POST', path: '/api/v1/leads/dealer/:id/:id/notes', body: { body: 'Called' } },
    { method: 'GET', path: '/api/v1/inbox-counts' },
    {
      method: 'POST',
      path: '/api/v1/reports/car/:id',
      body: { reason: 'other', details: 'Not the car in the pictures' },
    },
    { method: 'GET', path: '/api/v1/reports/dealer/:id' },
    { method: 'GET', path: '/api/v1/operator/reports', queryKeys: ['status'] },
    { method: 'POST', path: '/api/v1/operator/cars/:id/hide', body: { note: 'Reported' } },
    { method: 'POST', path: '/api/v1/operator/cars/:id/restore' },
    { method: 'POST', path: '/api/v1/operator/reports/:id/dismiss' },
    { method: 'GET', path: '/api/v1/favourites' },
    { method: 'PUT', path: '/api/v1/favourites/:id' },
    { method: 'DELETE', path: '/api/v1/favourites/:id' },
    {
      method: 'POST',
      path: '/api/v1/favourites/merge',
      body: {
        favourites: [{ carId: ids.car, savedPrice: 1000, savedAt: '2026-11-01T10:00:00.000Z' }],
      },
    },
    { method: 'GET', path: '/api/v1/saved-searches' },
    {
      method: 'POST',
      path: '/api/v1/saved-searches',
      body: { name: 'Kias', query: { make: 'kia', priceMax: 900_000 }, language: 'en' },
    },
    { method: 'PATCH', path: '/api/v1/saved-searches/:id', body: { name: 'x', frequency: 'off' } },
    { method: 'POST', path: '/api/v1/saved-searches/:id/visit' },
    { method: 'DELETE', path: '/api/v1/saved-searches/:id' },
    { method: 'GET', path: '/unsubscribe', queryKeys: ['token'], anonymous: true, page: true },
    { method: 'POST', path: '/unsubscribe', queryKeys: ['token'], anonymous: true, page: true },
    { method: 'GET', path: '/dev-mail', anonymous: true, page: true },
    { method: 'GET', path: '/dev-mail/:id', anonymous: true, page: true },
    { method: 'GET', path: '/api/v1/car/popular-makes', queryKeys: ['limit'] },
    { method: 'GET', path: '/api/v1/car/price-guide', queryKeys: ['make', 'model', 'year'] },
    { method: 'GET', path: '/api/v1/dealer', queryKeys: ['q'] },
    { method: 'GET', path: '/api/v1/dealer/:id' },
    { method: 'GET', path: '/api/v1/analytics/dealer/:id' },
    {
      method: 'GET',
      path: '/api/v1/car/mine',
      queryKeys: ['page', 'pageSize', 'status', 'dealerId'],
    },
    { method: 'GET', path: '/api/v1/car/:id/edit' },
    { method: 'GET', path: '/api/v1/config' },
    { method: 'GET', path: '/api/v1/health' },
    { method: 'GET', path: '/api/v1/user/verify' },
    {
      method: 'GET',
      path: '/api/v1/auth/login',
      queryKeys: ['returnTo', 'mode'],
      anonymous: true,
      page: true,
    },
    {
      method: 'GET',
      path: '/api/v1/auth/callback',
      queryKeys: ['code', 'state', 'iss'],
      anonymous: true,
      page: true,
    },
    { method: 'POST', path: '/api/v1/auth/refresh', anonymous: true },
    { method: 'POST', path: '/api/v1/auth/logout', anonymous: true },
    {
      method: 'POST',
      path: '/api/v1/user/update',
      body: {
        userId: ids.user,
        lastSeen: Date.now(),
        firebaseName: 'F',
        email: 'fuzz-admin@example.org',
        photoUrl: '',
        os: 'web',
      },
    },
    { method: 'POST', path: '/api/v1/car', body: carBody(ids.dealer) },
    { method: 'PATCH', path: '/api/v1/car/:id', body: { price: 123_456, status: 'sold' } },
    { method: 'DELETE', path: '/api/v1/car/:id' },
    { method: 'POST', path: '/api/v1/pictures/car/:id', multipart: true },
    { method: 'DELETE', path: '/api/v1/pictures/car/:id/:id' },
    { method: 'GET', path: '/api/v1/pictures/car/:id' },
    { method: 'POST', path: '/api/v1/pictures/car/:id/:id/retry' },
    { method: 'PUT', path: '/api/v1/pictures/car/:id/order', body: { pictureIds: ['pic_a'] } },
    { method: 'PUT', path: '/api/v1/pictures/car/:id/showcase', body: { pictureId: 'pic_a' } },
    {
      method: 'POST',
      path: '/api/v1/dealer/register',
      body: dealerProfile,
    },
    {
      method: 'PATCH',
      path: '/api/v1/dealer/:id',
      body: dealerProfile,
    },
    { method: 'PUT', path: '/api/v1/dealer/:id/logo', multipart: true },
    { method: 'DELETE', path: '/api/v1/dealer/:id/logo' },
    { method: 'GET', path: '/api/v1/dealer/finance-offer' },
    {
      method: 'PUT',
      path: '/api/v1/dealer/finance-offer',
      body: {
        downPaymentPercent: 20,
        termMonths: 48,
        annualRatePercent: 22.5,
        provider: 'Fuzz Bank',
      },
    },
    { method: 'DELETE', path: '/api/v1/dealer/finance-offer' },
    { method: 'POST', path: '/api/v1/dealer/team', body: { dealerId: ids.dealer } },
    {
      method: 'POST',
      path: '/api/v1/team/invite',
      body: { dealerId: ids.dealer, email: 'new@example.org', role: 'employee' },
    },
    {
      method: 'POST',
      path: '/api/v1/team/remove',
      body: { dealerId: ids.dealer, memberId: 'tm_x' },
    },
    {
      method: 'POST',
      path: '/api/v1/team/role',
      body: { dealerId: ids.dealer, memberId: 'tm_x', role: 'manager' },
    },
    {
      method: 'POST',
      path: '/api/v1/dealer/team/accept',
      body: { dealerId: ids.dealer, userId: ids.user },
    },
    {
      method: 'POST',
      path: '/api/v1/dealer/team/reject',
      body: { dealerId: ids.dealer, userId: ids.user },
    },
    {
      method: 'POST',
      path: '/api/v1/analytics/pageview',
      body: { path: '/car-grid', title: 'Cars', language: 'en' },
    },
    { method: 'GET', path: '/api/v1/stock/imports', queryKeys: ['dealerId'] },
    { method: 'GET', path: '/api/v1/api-keys', queryKeys: ['dealerId'] },
    { method: 'POST', path: '/api/v1/api-keys', body: { dealerId: ids.dealer, name: 'Fuzz DMS' } },
    { method: 'DELETE', path: '/api/v1/api-keys/:id', realId: ids.apiKey },
    {
      method: 'POST',
      path: '/api/v1/stock/imports/:id/photos',
      realId: ids.stockImport,
      multipart: true,
    },
    {
      method: 'POST',
      path: '/api/v1/stock/imports',
      queryKeys: ['dealerId'],
      multipart: true,
    },
    {
      method: 'POST',
      path: '/api/v1/stock/imports/:id/check',
      realId: ids.stockImport,
      body: { mapping: ['stockNumber', 'make', 'model', 'firstRegistration', 'price'] },
    },
    { method: 'POST', path: '/api/v1/stock/imports/:id/confirm', realId: ids.stockImport },
    { method: 'GET', path: '/api/v1/stock/imports/:id', realId: ids.stockImport },
    { method: 'GET', path: '/api/v1/stock/imports/:id/refused', realId: ids.stockImport },
    { method: 'GET', path: '/api/v1/stock/export', queryKeys: ['dealerId', 'format', 'language'] },
    { method: 'GET', path: '/api/v1/stock/feed', queryKeys: ['dealerId'] },
    {
      method: 'PUT',
      path: '/api/v1/stock/feed',
      queryKeys: ['dealerId'],
      // An address on no public network: its read is refused without going out.
      body: { url: 'http://127.0.0.1:9/stock.csv', everyHours: 1 },
    },
    { method: 'POST', path: '/api/v1/stock/feed/run', queryKeys: ['dealerId'] },
    { method: 'POST', path: '/api/v1/stock/feed/pause', queryKeys: ['dealerId'] },
    { method: 'DELETE', path: '/api/v1/stock/feed', queryKeys: ['dealerId'] },
    {
      method: 'GET',
      path: '/api/v1/dealer/stock',
      queryKeys: ['page', 'pageSize', 'status'],
      apiKey: true,
    },
    {
      method: 'PUT',
      path: '/api/v1/dealer/stock/:id',
      realId: ids.stockNumber,
      // Photos on no public address: a job refuses them without going out.
      body: stockCarBody({ vin: 'FUZZVIN1', photos: ['http://127.0.0.1:9/car.jpg'] }),
      apiKey: true,
    },
    { method: 'DELETE', path: '/api/v1/dealer/stock/:id', realId: ids.stockNumber, apiKey: true },
  ];

  /** The real id `:id` stands for in the endpoint's path. */
  const realIdOf = (endpoint: Endpoint) =>
    endpoint.realId ?? (endpoint.path.includes('/dealer/') ? ids.dealer : ids.car);

  /** A bad request for the endpoint: damaged ids, query, body, or an unreadable body. */
  const badRequest = (endpoint: Endpoint): fc.Arbitrary<InjectOptions> => {
    const realId = realIdOf(endpoint);
    const url = fc
      .tuple(fc.boolean(), idLike)
      .map(([keep, id]) =>
        endpoint.path.replaceAll(':id', () => (keep ? realId : encodeURIComponent(id))),
      );
    const query = fc.dictionary(
      endpoint.queryKeys ? fc.oneof(fc.constantFrom(...endpoint.queryKeys), text) : text,
      fc.oneof(
        text,
        fc.constantFrom('-1', '0', '99999999999', 'NaN', '1e3', ''),
        fc.constantFrom(...extremeQueryValues),
      ),
      { maxKeys: 4 },
    );
    const auth = endpoint.anonymous
      ? fc.constantFrom<Record<string, string>>({}, { authorization: 'Bearer not-a-token' })
      : endpoint.apiKey
        ? fc.constantFrom<Record<string, string>>(keyHeaders, keyHeaders, {})
        : fc.constantFrom<Record<string, string>>(headers, headers, {});
    const body: fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> = endpoint.multipart
      ? fc.oneof(
          fc.uint8Array({ maxLength: 3000 }).map((bytes) => {
            const boundary = 'fuzzboundary';
            const payload = Buffer.concat([
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="pictures"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
              ),
              Buffer.from(bytes),
              Buffer.from(`\r\n--${boundary}--\r\n`),
            ]);
            return {
              payload,
              headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
            };
          }),
          fc.string({ maxLength: 300 }).map((raw) => ({
            payload: raw,
            headers: { 'content-type': 'multipart/form-data; boundary=x' },
          })),
        )
      : endpoint.body
        ? fc.oneof(
            damagedBody(endpoint.body).map((value) => ({
              payload: JSON.stringify(value),
              headers: { 'content-type': 'application/json' },
            })),
            fc.string({ maxLength: 200 }).map((raw) => ({
              payload: raw,
              headers: { 'content-type': 'application/json' },
            })),
          )
        : fc.oneof(
            fc.constant({}),
            fc.jsonValue({ maxDepth: 2 }).map((value) => ({
              payload: JSON.stringify(value),
              headers: { 'content-type': 'application/json' },
            })),
          );
    return fc.tuple(url, query, auth, body).map(([path, params, authHeaders, sent]) => {
      const search = new URLSearchParams(params).toString();
      return {
        method: endpoint.method,
        url: search ? `${path}?${search}` : path,
        ...(endpoint.method === 'GET' ? {} : { payload: sent.payload }),
        headers: { ...authHeaders, ...(endpoint.method === 'GET' ? {} : sent.headers) },
      } satisfies InjectOptions;
    });
  };

  it('answers 401 to any request of a signed-in call without a valid token, before checking it', async () => {
    const withoutToken = fc.constantFrom<Record<string, string>>(
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Basic eDp5' },
      // An API key is no session.
      keyHeaders,
    );
    // The stock API's calls take a key: without a valid one (a session is none), 401.
    const withoutKey = fc.constantFrom<Record<string, string>>(
      {},
      { 'x-api-key': 'not-a-key' },
      { 'x-api-key': `ak_${'0'.repeat(24)}_${'A'.repeat(43)}` },
      { 'x-api-key': revokedKey },
      headers,
    );
    let signedInCalls = 0;
    let keyCalls = 0;
    for (const endpoint of endpoints()) {
      if (endpoint.anonymous || endpoint.page) continue;
      // A call needs a session when even its valid request, without a token, gets 401.
      const valid = await t.app.inject({
        method: endpoint.method,
        url: endpoint.path.replaceAll(':id', realIdOf(endpoint)),
        ...(endpoint.body ? { payload: endpoint.body } : {}),
      });
      if (valid.statusCode !== 401) continue;
      if (endpoint.apiKey) keyCalls += 1;
      else signedInCalls += 1;
      await fc.assert(
        fc.asyncProperty(
          badRequest(endpoint),
          endpoint.apiKey ? withoutKey : withoutToken,
          async (request, auth) => {
            // Only requests that reach the call: an empty, dot or over-long (Fastify's router
            // refuses it) id makes another path, answered before any route is chosen.
            const segments = new URL(String(request.url), 'http://x').pathname.split('/');
            fc.pre(
              segments.length === endpoint.path.split('/').length &&
                segments.slice(1).every((segment) => segment.length > 0 && segment.length <= 100),
            );
            // badRequest builds its headers as strings; only its token or key is replaced.
            const headers = { ...(request.headers as Record<string, string>), ...auth };
            if (!('authorization' in auth)) delete headers.authorization;
            if (!('x-api-key' in auth)) delete headers['x-api-key'];
            const response = await t.app.inject({ ...request, headers });
            const where = `${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
            expect(response.statusCode, where).toBe(401);
          },
        ),
        { numRuns: 15 },
      );
    }
    expect(signedInCalls).toBeGreaterThanOrEqual(23);
    expect(keyCalls).toBe(3);
  }, 600_000);

  it('never answers 5xx, and a refused request changes nothing', async () => {
    for (const endpoint of endpoints()) {
      await fc.assert(
        fc.asyncProperty(badRequest(endpoint), async (request) => {
          const before = await snapshot();
          const response = await t.app.inject(request);
          const where = `${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) {
            if (!endpoint.page) {
              expect(typeof response.json<{ message?: unknown }>().message, where).toBe('string');
            }
            expect(await snapshot(), where).toBe(before);
          }
        }),
        { numRuns: 25 },
      );
    }
  }, 600_000);

  it('answers no 5xx to dates at and past the limits of JavaScript and PostgreSQL in every query value and body field, and takes numbers as numbers only', async () => {
    /** The endpoint's call with its real ids and the session, its query and body as given. */
    const send = (endpoint: Endpoint, query: Record<string, string>, body?: Json) => {
      const search = new URLSearchParams(query).toString();
      const path = endpoint.path.replaceAll(':id', realIdOf(endpoint));
      return t.app.inject({
        method: endpoint.method,
        url: search ? `${path}?${search}` : path,
        headers: endpoint.anonymous ? {} : endpoint.apiKey ? keyHeaders : headers,
        ...(body && { payload: body }),
      });
    };
    const check = (
      endpoint: Endpoint,
      where: string,
      response: { statusCode: number; body: string },
    ) => {
      const said = `${where} → ${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(response.statusCode, said).toBeLessThan(500);
      if (response.statusCode >= 400 && !endpoint.page) {
        expect(typeof (JSON.parse(response.body) as { message?: unknown }).message, said).toBe(
          'string',
        );
      }
    };
    let requests = 0;
    for (const endpoint of endpoints()) {
      // Query values: reads change nothing, so one snapshot around each endpoint's reads.
      const readsBefore = endpoint.method === 'GET' ? await snapshot() : undefined;
      for (const key of endpoint.queryKeys ?? []) {
        for (const value of extremeQueryValues) {
          const before = readsBefore ?? (await snapshot());
          const response = await send(endpoint, { [key]: value }, endpoint.body);
          check(endpoint, `${endpoint.method} ${endpoint.path}?${key}=${value}`, response);
          if (!readsBefore && response.statusCode >= 400) expect(await snapshot()).toBe(before);
          requests += 1;
        }
      }
      if (readsBefore) expect(await snapshot(), endpoint.path).toBe(readsBefore);
      // Body fields: a text gets the instants; a number the milliseconds, null, and what is no
      // number, which it refuses.
      if (!endpoint.body) continue;
      for (const path of leafPaths(endpoint.body)) {
        const valid = path.reduce<unknown>(
          (value, step) => (value as Record<string | number, unknown>)[step],
          endpoint.body,
        );
        const isNumber = typeof valid === 'number';
        const values = isNumber ? [...extremeMilliseconds, null, ...notNumbers] : extremeInstants;
        for (const value of values) {
          const before = await snapshot();
          const response = await send(endpoint, {}, replacedAt(endpoint.body, path, value));
          const where = `${endpoint.method} ${endpoint.path} ${path.join('.')}=${JSON.stringify(value)}`;
          check(endpoint, where, response);
          if (isNumber && notNumbers.includes(value)) {
            expect(response.statusCode, `${where} → ${response.body.slice(0, 300)}`).toBe(400);
          }
          if (response.statusCode >= 400) expect(await snapshot(), where).toBe(before);
          requests += 1;
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
  }, 600_000);
});
