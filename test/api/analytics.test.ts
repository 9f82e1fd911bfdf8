import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dealerInsightsSchema } from '#shared/schemas/analytics';
import { buildApp } from '#server/app';
import { truncateAll, type Db } from '#server/db/database';
import { loadConfig } from '#server/env';
import { newId } from '#server/lib/ids';
import { pageViewRateLimit } from '#server/modules/analytics/analytics.routes';
import { dayOf, visitorKey } from '#server/modules/analytics/analytics.service';
import { ga4Endpoint } from '#server/modules/analytics/ga4';
import { createLocalStorage } from '#server/storage/local-storage';
import { bearer, bearerOrAnonymous, signIn } from '#test/auth';
import { databaseKinds, openTestDatabase, testEnv, testKeys } from '#test/db';
import { insertCar, insertDealer } from '#test/factories';

const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0';
const publicUrl = 'http://arabeya.test';

/** The real app on `db`, with a clock the test moves and a fetch that never reaches a network. */
async function analyticsApp(db: Db, jobs: PgBoss, env: NodeJS.ProcessEnv = {}) {
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-analytics-'));
  const clock = { now: new Date('2026-11-21T10:00:00Z') };
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
  const app = await buildApp({
    config: loadConfig({ ...testEnv(mediaDir), ...env }),
    db,
    jobs,
    storage: createLocalStorage(mediaDir),
    mediaDir,
    keys: testKeys,
    analytics: { now: () => clock.now, fetch },
  });
  return {
    app,
    clock,
    fetch,
    close: async () => {
      await app.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
type AnalyticsApp = Awaited<ReturnType<typeof analyticsApp>>;

let addressCount = 0;
/** Rate limits are per IP: each test speaks from its own address unless it says otherwise. */
const freshAddress = () => `10.0.${Math.floor(++addressCount / 250)}.${(addressCount % 250) + 1}`;

describe.each(databaseKinds)('page views and dealer insights on %s', (kind) => {
  let db: Db;
  let jobs: PgBoss;
  let drop: () => Promise<void>;
  let t: AnalyticsApp;
  let ga: AnalyticsApp;

  beforeAll(async () => {
    ({ db, jobs, drop } = await openTestDatabase(kind));
    t = await analyticsApp(db, jobs);
    ga = await analyticsApp(db, jobs, { GA4_MEASUREMENT_ID: 'G-TEST12345', GA4_API_SECRET: 'shh' });
  });
  afterAll(async () => {
    await t.close();
    await ga.close();
    await drop();
  });
  beforeEach(async () => {
    await truncateAll(db);
    t.fetch.mockClear();
    ga.fetch.mockClear();
  });

  const view = (overrides: object = {}) => ({
    path: '/car-grid',
    title: 'Cars for sale | Arabeya',
    language: 'en',
    ...overrides,
  });

  /** A JSON page view as `fetch` would send it, from `ip`. */
  const post = (
    payload: unknown,
    options: { app?: AnalyticsApp; ip?: string; headers?: InjectOptions['headers'] } = {},
  ) =>
    (options.app ?? t).app.inject({
      method: 'POST',
      url: '/api/v1/analytics/pageview',
      remoteAddress: options.ip ?? freshAddress(),
      headers: { 'user-agent': userAgent, 'content-type': 'application/json', ...options.headers },
      payload: JSON.stringify(payload),
    });

  const rows = () => db.selectFrom('page_views').selectAll().orderBy('id').execute();

  it('stores a page view with the car or dealer it shows, and never the IP or user agent', async () => {
    const carId = newId('car');
    const dealerId = newId('dlr');
    const ip = '203.0.113.77';
    const cases = [
      [`/car-details/${carId}`, { car_id: carId, dealer_id: null }],
      [`/car-details/${carId}/?from=grid`, { car_id: carId, dealer_id: null }],
      [`/dealer/${dealerId}?q=x#cars`, { car_id: null, dealer_id: dealerId }],
      ['/car-details/not%20an%20id', { car_id: null, dealer_id: null }],
      [`/car-details/${carId}/pictures`, { car_id: null, dealer_id: null }],
      ['/car-details/%E0%A4%A', { car_id: null, dealer_id: null }],
      [`/dealers/${dealerId}`, { car_id: null, dealer_id: null }],
      ['/', { car_id: null, dealer_id: null }],
    ] as const;
    for (const [index, [pagePath]] of cases.entries()) {
      const response = await post(
        view({
          path: pagePath,
          title: `عربية ${index}`,
          language: 'ar',
          ...(index > 0 && { referrerPath: cases[index - 1]?.[0] }),
        }),
        { ip },
      );
      expect(response.statusCode, response.body).toBe(204);
      expect(response.body).toBe('');
    }

    const stored = await rows();
    expect(stored).toHaveLength(cases.length);
    for (const [index, [pagePath, ids]] of cases.entries()) {
      const row = stored[index];
      expect(row).toMatchObject({
        path: pagePath,
        title: `عربية ${index}`,
        referrer_path: index > 0 ? cases[index - 1]?.[0] : null,
        language: 'ar',
        ...ids,
      });
      expect(row?.viewed_at).toEqual(t.clock.now);
      expect(row?.visitor_key).toMatch(/^[\w-]{43}$/);
    }
    // The row holds exactly these columns, and neither the IP nor the user agent in any form.
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(
      [
        'car_id',
        'dealer_id',
        'id',
        'language',
        'path',
        'referrer_path',
        'title',
        'viewed_at',
        'visitor_key',
      ].sort(),
    );
    const everything = JSON.stringify(stored);
    for (const secret of [ip, userAgent, 'TestBrowser', '203.0.113']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('accepts the text/plain JSON of sendBeacon on this route only', async () => {
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/pageview',
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(view({ path: '/dealers' })),
    });
    expect(beacon.statusCode, beacon.body).toBe(204);
    expect(await rows()).toMatchObject([{ path: '/dealers', title: 'Cars for sale | Arabeya' }]);

    for (const payload of ['{"path":', '', '{"__proto__":{"x":1},"path":"/"}']) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/v1/analytics/pageview',
        remoteAddress: freshAddress(),
        headers: { 'content-type': 'text/plain' },
        payload,
      });
      expect(bad.statusCode, payload).toBe(400);
      expect(bad.json()).toEqual({ message: expect.any(String) });
    }

    // Other routes keep treating text/plain as text, which their schemas refuse.
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dealer/team',
      headers: {
        ...bearer(await signIn(t.app, 'beacon@example.org')),
        'content-type': 'text/plain',
      },
      payload: JSON.stringify({ dealerId: 'dlr_x' }),
    });
    expect(team.statusCode).toBe(400);
    expect(await rows()).toHaveLength(1);
  });

  it('keys visitors by a hash that is stable within an Egyptian day and changes across days', async () => {
    const keyAt = async (instant: string, ip: string, agent = userAgent) => {
      t.clock.now = new Date(instant);
      const response = await post(view(), { ip, headers: { 'user-agent': agent } });
      expect(response.statusCode).toBe(204);
      const stored = await rows();
      return stored[stored.length - 1]?.visitor_key;
    };
    try {
      const ip = '198.51.100.4';
      // 21 November 2026 in Cairo (UTC+2) runs from 20 Nov 22:00 to 21 Nov 22:00 UTC.
      const morning = await keyAt('2026-11-20T22:00:00Z', ip);
      const evening = await keyAt('2026-11-21T21:59:59Z', ip);
      expect(evening).toBe(morning);
      expect(await keyAt('2026-11-21T12:00:00Z', '198.51.100.5')).not.toBe(morning);
      expect(await keyAt('2026-11-21T12:00:00Z', ip, 'OtherBrowser/2')).not.toBe(morning);
      const nextDay = await keyAt('2026-11-21T22:00:00Z', ip);
      expect(nextDay).not.toBe(morning);
      expect(await keyAt('2026-11-22T08:00:00Z', ip)).toBe(nextDay);
      expect(await keyAt('2026-11-20T21:59:59Z', ip)).not.toBe(morning);
    } finally {
      t.clock.now = new Date('2026-11-21T10:00:00Z');
    }
  });

  it('salts the visitor key with ANALYTICS_SALT, else with the key derived for it', async () => {
    const salted = await analyticsApp(db, jobs, { ANALYTICS_SALT: 'an-analytics-salt-value' });
    try {
      const ip = '198.51.100.9';
      expect((await post(view(), { ip })).statusCode).toBe(204);
      expect((await post(view(), { ip, app: salted })).statusCode).toBe(204);
      const day = dayOf(t.clock.now);
      expect((await rows()).map((row) => row.visitor_key)).toEqual([
        visitorKey(testKeys.analyticsSalt, day, ip, userAgent),
        visitorKey('an-analytics-salt-value', day, ip, userAgent),
      ]);
    } finally {
      await salted.close();
    }
  });

  it('stores nothing, and forwards nothing, when the browser says Do Not Track or GPC', async () => {
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }, { 'sec-fetch-site': 'cross-site' }]) {
      for (const app of [t, ga]) {
        const response = await post(view(), { app, headers });
        expect(response.statusCode, JSON.stringify(headers)).toBe(204);
      }
    }
    expect(await rows()).toEqual([]);
    expect(ga.fetch).not.toHaveBeenCalled();

    const allowed = await post(view(), { headers: { dnt: '0', 'sec-fetch-site': 'same-origin' } });
    expect(allowed.statusCode).toBe(204);
    expect(await rows()).toHaveLength(1);
  });

  it('refuses bad input with 400 { message } and stores nothing', async () => {
    const bad: [string, unknown][] = [
      ['a 10 KB path', view({ path: `/${'a'.repeat(10 * 1024)}` })],
      ['a path one past the limit', view({ path: `/${'a'.repeat(2048)}` })],
      ['a title that is not a string', view({ title: 42 })],
      ['a null title', view({ title: null })],
      ['a title too long', view({ title: 'x'.repeat(301) })],
      ['no title', { path: '/', language: 'en' }],
      ['an unknown field', view({ userAgent: 'x' })],
      ['another site', view({ path: 'https://evil.example/' })],
      ['a protocol-relative path', view({ path: '//evil.example/x' })],
      ['a backslash path', view({ path: '/\\evil.example' })],
      ['a path with a space', view({ path: '/car grid' })],
      ['a path with a newline', view({ path: '/car\ngrid' })],
      ['a relative path', view({ path: 'car-grid' })],
      ['an external referrer', view({ referrerPath: 'https://google.com/' })],
      ['another language', view({ language: 'fr' })],
      ['an array', [view()]],
      ['a string', 'hello'],
      ['null', null],
    ];
    for (const [what, payload] of bad) {
      const response = await post(payload);
      expect(response.statusCode, what).toBe(400);
      const body = response.json();
      expect(body.message, what).toEqual(expect.any(String));
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/pageview',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshAddress(),
      payload: '{"path": "/"',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: expect.any(String) });
    expect(await rows()).toEqual([]);

    // The longest valid view fits the body limit.
    const longest = await post(
      view({
        path: `/${'a'.repeat(2047)}`,
        referrerPath: `/${'b'.repeat(2047)}`,
        title: '"'.repeat(300),
      }),
    );
    expect(longest.statusCode, longest.body).toBe(204);
  });

  it('answers a flood from one client with 429 { message }, stores at most the limit, and stays healthy', async () => {
    const ip = '192.0.2.200';
    const flood = await Promise.all(
      Array.from({ length: 1000 }, (_, index) =>
        post(view({ path: `/car-grid?page=${index}` }), { ip }),
      ),
    );
    const statuses = flood.map((response) => response.statusCode);
    const accepted = statuses.filter((status) => status === 204).length;
    expect(accepted).toBe(pageViewRateLimit.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1000 - accepted);
    const refused = flood.find((response) => response.statusCode === 429);
    expect(refused?.json()).toEqual({ message: expect.stringMatching(/rate limit/i) });
    expect(refused?.headers['retry-after']).toBeDefined();

    expect(await db.selectFrom('page_views').select('id').execute()).toHaveLength(accepted);
    const health = await t.app.inject({ url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    // The limit is per client: someone else is still heard.
    expect((await post(view())).statusCode).toBe(204);
    expect((await post(view(), { ip })).statusCode).toBe(429);
    // A forwarded-for header does not make a new client (no proxy is trusted).
    const spoofed = await post(view(), { ip, headers: { 'x-forwarded-for': '198.18.0.1' } });
    expect(spoofed.statusCode).toBe(429);
  });

  it('forwards page views to GA4 only when it is configured, without the IP or user agent', async () => {
    const response = await post(
      view({ path: '/car-details/car_1?x=1', title: 'Toyota Corolla', referrerPath: '/car-grid' }),
      { app: ga, ip: '203.0.113.9' },
    );
    expect(response.statusCode).toBe(204);
    await vi.waitFor(() => expect(ga.fetch).toHaveBeenCalledTimes(1));
    const [url, init] = ga.fetch.mock.calls[0] ?? [];
    const target = new URL(String(url));
    expect(`${target.origin}${target.pathname}`).toBe(ga4Endpoint);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      measurement_id: 'G-TEST12345',
      api_secret: 'shh',
    });
    expect(init?.method).toBe('POST');
    const [row] = await rows();
    const sent = JSON.parse(String(init?.body));
    expect(sent).toEqual({
      client_id: row?.visitor_key,
      timestamp_micros: ga.clock.now.getTime() * 1000,
      non_personalized_ads: true,
      events: [
        {
          name: 'page_view',
          params: {
            page_location: `${publicUrl}/car-details/car_1?x=1`,
            page_title: 'Toyota Corolla',
            page_referrer: `${publicUrl}/car-grid`,
            language: 'en',
          },
        },
      ],
    });
    expect(String(init?.body)).not.toContain('203.0.113.9');
    expect(String(init?.body)).not.toContain('TestBrowser');

    // A failing GA4 changes nothing for the client or the stored view.
    ga.fetch.mockRejectedValueOnce(new Error('network down'));
    expect((await post(view(), { app: ga })).statusCode).toBe(204);
    ga.fetch.mockResolvedValueOnce(new Response('no', { status: 500 }));
    expect((await post(view(), { app: ga })).statusCode).toBe(204);
    await vi.waitFor(() => expect(ga.fetch).toHaveBeenCalledTimes(3));
    expect(await rows()).toHaveLength(3);

    // Not configured (the default): never called.
    expect((await post(view())).statusCode).toBe(204);
    expect(t.fetch).not.toHaveBeenCalled();
  });

  describe('dealer insights', () => {
    type Role = 'admin' | 'manager' | 'employee';
    type Status = 'approved' | 'pending';

    async function addMember(dealerId: string, email: string, role: Role, status: Status) {
      await db
        .insertInto('team_members')
        .values({ id: newId('tm'), dealer_id: dealerId, user_id: null, email, role, status })
        .execute();
    }

    async function seedViews(views: [string, { car?: string; dealer?: string }][]) {
      for (const [at, subject] of views) {
        await db
          .insertInto('page_views')
          .values({
            viewed_at: new Date(at),
            path: subject.car ? `/car-details/${subject.car}` : `/dealer/${subject.dealer}`,
            title: 'Seeded',
            referrer_path: null,
            car_id: subject.car ?? null,
            dealer_id: subject.dealer ?? null,
            language: 'en',
            visitor_key: 'seeded',
          })
          .execute();
      }
    }

    const insights = (dealerId: string, token?: string) =>
      t.app.inject({
        url: `/api/v1/analytics/dealer/${dealerId}`,
        headers: bearerOrAnonymous(token),
      });

    it('counts views per car over 7 and 30 Egyptian days, and the daily views of 30 days', async () => {
      const dealer = await insertDealer(db, { name: 'Nile Motors' });
      const other = await insertDealer(db, { name: 'Delta Cars' });
      const carA = await insertCar(db, dealer.id);
      const carB = await insertCar(db, dealer.id);
      const carC = await insertCar(db, other.id);
      await addMember(dealer.id, 'manager@example.org', 'manager', 'approved');
      // Now: 21 Nov 2026 12:00 in Cairo. The 30 days run from 23 Oct (still summer time, UTC+3:
      // it starts at 22 Oct 21:00 UTC) to 21 Nov (UTC+2: it ends at 21 Nov 22:00 UTC).
      await seedViews([
        ['2026-11-21T09:00:00Z', { car: carA.id }], // 21 Nov
        ['2026-11-20T22:30:00Z', { car: carA.id }], // 21 Nov 00:30 in Cairo
        ['2026-11-20T21:30:00Z', { car: carA.id }], // 20 Nov 23:30 in Cairo
        ['2026-11-15T00:00:00Z', { car: carA.id }], // 15 Nov: the first of the 7 days
        ['2026-11-14T21:59:00Z', { car: carA.id }], // 14 Nov 23:59: only in the 30 days
        ['2026-10-22T21:30:00Z', { car: carA.id }], // 23 Oct 00:30 (UTC+3): the first day
        ['2026-10-22T20:30:00Z', { car: carA.id }], // 22 Oct: too old
        ['2026-11-21T22:00:00Z', { car: carA.id }], // tomorrow: not counted
        ['2026-11-21T08:00:00Z', { car: carC.id }], // another dealer's car
        ['2026-11-21T08:00:00Z', { car: carC.id }],
        ['2026-11-21T08:00:00Z', { car: 'car_unknown' }],
        ['2026-11-21T07:00:00Z', { dealer: dealer.id }], // 21 Nov, dealer page
        ['2026-11-21T07:30:00Z', { dealer: dealer.id }],
        ['2026-11-01T10:00:00Z', { dealer: dealer.id }], // 1 Nov
        ['2026-11-21T07:00:00Z', { dealer: other.id }],
      ]);
      // Leads count by the same Egyptian days.
      const leads: [string, string, string][] = [
        ['2026-11-20T22:30:00Z', dealer.id, carB.id], // 21 Nov 00:30 in Cairo
        ['2026-11-15T00:00:00Z', dealer.id, carB.id], // 15 Nov
        ['2026-11-14T21:59:00Z', dealer.id, carA.id], // 14 Nov: only in the 30 days
        ['2026-10-22T20:30:00Z', dealer.id, carA.id], // too old
        ['2026-11-21T08:00:00Z', other.id, carC.id], // another dealer's
      ];
      for (const [index, [at, dealerId, carId]] of leads.entries()) {
        await db
          .insertInto('leads')
          .values({
            id: `lead_${index}`,
            dealer_id: dealerId,
            car_id: carId,
            kind: index % 2 === 0 ? 'call' : 'whatsapp',
            name: null,
            phone: null,
            message: null,
            preferred_contact: null,
            user_id: null,
            assignee_id: null,
            first_response_at: null,
            created_at: at,
          })
          .execute();
      }
      const token = await signIn(t.app, 'manager@example.org');

      const response = await insights(dealer.id, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const answer = dealerInsightsSchema.parse(response.json());
      expect(answer.cars).toEqual([
        { carId: carB.id, views7d: 0, views30d: 0, leads7d: 2, leads30d: 2 },
        { carId: carA.id, views7d: 4, views30d: 6, leads7d: 0, leads30d: 1 },
      ]);
      const leadDays = Object.fromEntries(
        answer.daily.filter((day) => day.leads > 0).map((day) => [day.date, day.leads]),
      );
      expect(leadDays).toEqual({ '2026-11-14': 1, '2026-11-15': 1, '2026-11-21': 1 });
      expect(answer.daily).toHaveLength(30);
      expect(answer.daily[0]?.date).toBe('2026-10-23');
      expect(answer.daily[29]?.date).toBe('2026-11-21');
      const nonZero = Object.fromEntries(
        answer.daily.filter((day) => day.views > 0).map((day) => [day.date, day.views]),
      );
      expect(nonZero).toEqual({
        '2026-10-23': 1,
        '2026-11-01': 1,
        '2026-11-14': 1,
        '2026-11-15': 1,
        '2026-11-20': 1,
        '2026-11-21': 4,
      });
      // Consecutive days, none missing.
      for (const [index, day] of answer.daily.entries()) {
        if (index === 0) continue;
        const previous = new Date(`${answer.daily[index - 1]?.date}T00:00:00Z`);
        expect(new Date(`${day.date}T00:00:00Z`).getTime() - previous.getTime()).toBe(86_400_000);
      }

      // A dealership without cars or views: every day present, all zero.
      const empty = await insertDealer(db, { name: 'Empty Motors' });
      await addMember(empty.id, 'owner@example.org', 'admin', 'approved');
      const owner = await signIn(t.app, 'owner@example.org');
      const emptyAnswer = dealerInsightsSchema.parse((await insights(empty.id, owner)).json());
      expect(emptyAnswer.cars).toEqual([]);
      expect(emptyAnswer.daily.map((day) => day.views)).toEqual(Array(30).fill(0));
    });

    it('answers only approved admins and managers of the dealership', async () => {
      const dealer = await insertDealer(db, { name: 'Nile Motors' });
      const other = await insertDealer(db, { name: 'Delta Cars' });
      await insertCar(db, dealer.id);
      for (const [email, role, status] of [
        ['admin@example.org', 'admin', 'approved'],
        ['manager@example.org', 'manager', 'approved'],
        ['employee@example.org', 'employee', 'approved'],
        ['pending-manager@example.org', 'manager', 'pending'],
      ] as const) {
        await addMember(dealer.id, email, role, status);
      }
      await addMember(other.id, 'other-admin@example.org', 'admin', 'approved');

      for (const email of ['admin@example.org', 'manager@example.org']) {
        const response = await insights(dealer.id, await signIn(t.app, email));
        expect(response.statusCode, email).toBe(200);
      }
      for (const email of [
        'employee@example.org',
        'pending-manager@example.org',
        'other-admin@example.org',
        'nobody@example.org',
      ]) {
        const response = await insights(dealer.id, await signIn(t.app, email));
        expect(response.statusCode, email).toBe(403);
        expect(response.json()).toEqual({
          message: "Only the dealership's admins and managers can see its insights",
        });
      }
      const anonymous = await insights(dealer.id);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'No authentication token found' });
      expect((await insights(dealer.id, 'not-a-token')).statusCode).toBe(401);

      const admin = await signIn(t.app, 'admin@example.org');
      const unknown = await insights('dlr_unknown', admin);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Dealer not found' });
      const badId = await insights('bad%20id', admin);
      expect(badId.statusCode).toBe(400);
      expect(badId.json().message).toEqual(expect.any(String));
    });
  });
});
