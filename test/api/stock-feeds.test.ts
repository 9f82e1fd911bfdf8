import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stockFeedStateSchema } from '#shared/schemas/stock-feed';
import {
  seedTeam,
  signInAll,
  type Person,
  type TeamRole,
  type TeamStatus,
} from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { insertCar } from '#test/factories';
import { jobsDone } from '#test/jobs';
import { queueDueFeeds } from '#server/modules/stock/stock-feed-jobs';

/*
 * A dealership's stock feed: registered after one good read, run on its schedule (the tests
 * drive the time), its cars added, updated and sold as the feed changes, never deleted; a feed
 * that keeps failing pauses and mails the admins.
 */

const team: Record<string, [TeamRole, TeamStatus]> = {
  'admin@nile.example': ['admin', 'approved'],
  'manager@nile.example': ['manager', 'approved'],
  'employee@nile.example': ['employee', 'approved'],
};
const manager = 'manager@nile.example';
const hour = 3_600_000;

const header = 'رقم العربية في المعرض,الماركة,الموديل,سنة الصنع,السعر,ناقل الحركة,الوقود,الشكل';
const sheetOf = (rows: readonly string[]) => [header, ...rows].join('\r\n');
const firstFeed = sheetOf([
  'F-1,تويوتا,كورولا,2019,875.000,اوتوماتيك,بنزين,سيدان',
  'F-2,هيونداي,النترا,2021,1.1 مليون,أوتوماتيك,بنزين,سيدان',
  'F-3,كيا,سيراتو,2020,٩٥٠ ألف,مانيوال,بنزين,سيدان',
]);

/** The dealer's feed server: answers what the test last gave each path. */
async function feedServer() {
  const answers = new Map<string, { status: number; body: string; location?: string }>();
  const server: Server = createServer((request, response) => {
    const answer = answers.get(request.url ?? '') ?? { status: 404, body: 'not found' };
    response.writeHead(answer.status, answer.location ? { location: answer.location } : {});
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    origin,
    serve: (path: string, body: string, status = 200) => answers.set(path, { status, body }),
    redirect: (path: string, location: string) =>
      answers.set(path, { status: 302, body: '', location }),
  };
}

describe.each(databaseKinds)('stock feeds on %s', (kind) => {
  let t: TestApp;
  let dealerId: string;
  let who: (email: string) => Person;
  let feeds: Awaited<ReturnType<typeof feedServer>>;

  beforeAll(async () => {
    feeds = await feedServer();
    t = await createTestApp(kind, { OUTSIDE_FETCH_ALLOWED_HOSTS: new URL(feeds.origin).host });
  });
  afterAll(async () => {
    await t.close();
    feeds.server.close();
  });
  beforeEach(async () => {
    await t.reset();
    dealerId = (await seedTeam(t.db, 'Nile Motors', team)).id;
    who = await signInAll(t.app, ...Object.keys(team), 'rival@delta.example');
    feeds.serve('/stock.csv', firstFeed);
  });

  const feedCall = (
    email: string,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    path = '',
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/stock/feed${path}?dealerId=${dealerId}`,
      headers: who(email).headers,
      ...(payload ? { payload } : {}),
    });
  const register = (url = `${feeds.origin}/stock.csv`, email = manager) =>
    feedCall(email, 'PUT', '', { url });
  const state = async () => stockFeedStateSchema.parse((await feedCall(manager, 'GET')).json());
  const stock = () =>
    t.db
      .selectFrom('cars')
      .select(['stock_number', 'price', 'status', 'feed_state', 'updated_at'])
      .where('dealer_id', '=', dealerId)
      .orderBy('stock_number')
      .execute();
  /** Runs the schedule `hours` from now and waits for the runs it queued. */
  const scheduleAt = async (hours: number) => {
    const queued = await queueDueFeeds(t.db, t.jobs, new Date(Date.now() + hours * hour));
    await jobsDone(t, 'stock-feed');
    return queued;
  };

  it('reads the feed once when registered, then runs it: the cars are added as the feed’s and found', async () => {
    const registered = await register();
    expect(registered.statusCode, registered.body).toBe(200);
    await jobsDone(t, 'stock-feed');
    const { feed, runs } = await state();
    expect(feed).toMatchObject({
      url: `${feeds.origin}/stock.csv`,
      everyHours: 1,
      status: 'active',
    });
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      status: 'done',
      counts: { rows: 3, add: 3, update: 0, unchanged: 0, refused: 0, sold: 0 },
    });
    expect((await stock()).map(({ updated_at: _, ...car }) => car)).toEqual([
      { stock_number: 'F-1', price: 875_000, status: 'active', feed_state: 'listed' },
      { stock_number: 'F-2', price: 1_100_000, status: 'active', feed_state: 'listed' },
      { stock_number: 'F-3', price: 950_000, status: 'active', feed_state: 'listed' },
    ]);
    await jobsDone(t, 'car-alerts');
    const found = await t.app.inject({ url: '/api/v1/car/search?make=kia' });
    expect(found.json()).toMatchObject({ total: 1 });
  });

  it('runs hourly on the schedule; an unchanged feed writes nothing; a changed one updates, adds and sells, never deletes', async () => {
    await register();
    await jobsDone(t, 'stock-feed');
    expect(await scheduleAt(0.5)).toEqual([]);
    const before = await stock();
    expect(await scheduleAt(1.01)).toEqual([dealerId]);
    expect((await state()).runs[0]).toMatchObject({
      status: 'done',
      counts: { rows: 3, add: 0, update: 0, unchanged: 3, sold: 0 },
    });
    expect(await stock()).toEqual(before);
    // The next run is an hour after the one the schedule queued.
    expect(await scheduleAt(1.5)).toEqual([]);

    feeds.serve(
      '/stock.csv',
      sheetOf([
        'F-1,تويوتا,كورولا,2019,850.000,اوتوماتيك,بنزين,سيدان',
        'F-3,كيا,سيراتو,2020,٩٥٠ ألف,مانيوال,بنزين,سيدان',
        'F-4,نيسان,صني,2022,700 ألف,اوتوماتيك,بنزين,سيدان',
      ]),
    );
    expect(await scheduleAt(2.02)).toEqual([dealerId]);
    expect((await state()).runs[0]).toMatchObject({
      counts: { rows: 3, add: 1, update: 1, unchanged: 1, sold: 1, relisted: 0 },
    });
    expect(
      (await stock()).map(({ stock_number, price, status, feed_state }) => [
        stock_number,
        price,
        status,
        feed_state,
      ]),
    ).toEqual([
      ['F-1', 850_000, 'active', 'listed'],
      ['F-2', 1_100_000, 'sold', 'sold'],
      ['F-3', 950_000, 'active', 'listed'],
      ['F-4', 700_000, 'active', 'listed'],
    ]);
    const history = await t.db
      .selectFrom('car_price_changes')
      .select('price')
      .orderBy('changed_at')
      .execute();
    expect(history.map((change) => change.price)).toContain(850_000);

    // The car the feed sold comes back on sale when the feed lists it again.
    feeds.serve('/stock.csv', firstFeed);
    await scheduleAt(3.03);
    expect((await state()).runs[0]).toMatchObject({ counts: { sold: 1, relisted: 1 } });
    expect((await stock()).find((car) => car.stock_number === 'F-2')).toMatchObject({
      status: 'active',
      feed_state: 'listed',
    });
  });

  it('sells only the feed’s own cars: a car listed by hand stays, one the dealer sold stays sold', async () => {
    await insertCar(t.db, dealerId, { stock_number: 'HAND-1' });
    await register();
    await jobsDone(t, 'stock-feed');
    await t.db
      .updateTable('cars')
      .set({ status: 'sold' })
      .where('stock_number', '=', 'F-1')
      .execute();
    feeds.serve('/stock.csv', sheetOf(['F-1,تويوتا,كورولا,2019,875.000,اوتوماتيك,بنزين,سيدان']));
    await scheduleAt(1.01);
    const cars = await stock();
    expect(cars.map((car) => [car.stock_number, car.status])).toEqual([
      ['F-1', 'sold'],
      ['F-2', 'sold'],
      ['F-3', 'sold'],
      ['HAND-1', 'active'],
    ]);
  });

  it('takes a new address as a new feed: the old one’s cars are not sold for missing from it', async () => {
    await register();
    await jobsDone(t, 'stock-feed');
    feeds.serve('/other.csv', sheetOf(['G-1,كيا,سيراتو,2020,٩٥٠ ألف,مانيوال,بنزين,سيدان']));
    expect((await register(`${feeds.origin}/other.csv`)).statusCode).toBe(200);
    await jobsDone(t, 'stock-feed');
    expect((await state()).runs[0]).toMatchObject({ counts: { add: 1, sold: 0 } });
    expect((await stock()).map((car) => [car.stock_number, car.status, car.feed_state])).toEqual([
      ['F-1', 'active', null],
      ['F-2', 'active', null],
      ['F-3', 'active', null],
      ['G-1', 'active', 'listed'],
    ]);
  });

  it('reads a JSON feed of its own format, refusing a bad car with why and keeping the rest', async () => {
    feeds.serve(
      '/stock.json',
      JSON.stringify({
        cars: [
          {
            stockNumber: 'J-1',
            make: 'toyota',
            model: 'Corolla',
            firstRegistration: 2020,
            price: 900_000,
            mileage: 40_000,
            condition: 'usedCar',
            transmission: 'automatic',
            fuelType: 'petrol',
            bodyStyle: 'sedan',
            city: 'cairo',
            totalOwners: 1,
            capacity: 1600,
            description: '',
          },
          { stockNumber: 'J-2', make: 'toyota', model: 'Corolla', price: 'cheap' },
        ],
      }),
    );
    const registered = await register(`${feeds.origin}/stock.json`);
    expect(registered.statusCode, registered.body).toBe(200);
    await jobsDone(t, 'stock-feed');
    const [run] = (await state()).runs;
    expect(run).toMatchObject({ status: 'done', counts: { rows: 2, add: 1, refused: 1 } });
    expect(run?.refused[0]).toMatchObject({ line: 2, stockNumber: 'J-2' });
    expect(run?.refused[0]?.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'price', reason: 'notANumber' })]),
    );
    expect((await stock()).map((car) => car.stock_number)).toEqual(['J-1']);
  });

  it('reads the sample JSON feed of docs/samples whole', async () => {
    feeds.serve('/sample.json', await readFile('docs/samples/showroom-feed.json', 'utf8'));
    expect((await register(`${feeds.origin}/sample.json`)).statusCode).toBe(200);
    await jobsDone(t, 'stock-feed');
    expect((await state()).runs[0]).toMatchObject({
      status: 'done',
      counts: { rows: 3, add: 3, refused: 0 },
    });
  });

  it('pauses a feed after three failed runs in a row and mails the admins; nothing is sold meanwhile; running it again resumes it', async () => {
    await register();
    await jobsDone(t, 'stock-feed');
    feeds.serve('/stock.csv', 'down for maintenance', 503);
    await scheduleAt(1.01);
    feeds.serve('/stock.csv', header);
    await scheduleAt(2.02);
    let { feed, runs } = await state();
    expect(feed).toMatchObject({ status: 'active', failures: 2 });
    expect(runs.slice(0, 2).map((run) => [run.status, run.failure])).toEqual([
      ['failed', 'empty'],
      ['failed', 'unreachable'],
    ]);
    feeds.serve('/stock.csv', 'Make,Model\nKia,Rio');
    await scheduleAt(3.03);
    ({ feed, runs } = await state());
    expect(feed).toMatchObject({ status: 'paused', failures: 3, nextRunAt: null });
    expect(runs[0]).toMatchObject({ status: 'failed', failure: 'missingColumns' });
    expect((await stock()).every((car) => car.status === 'active')).toBe(true);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', 'feed-paused')
      .execute();
    expect(mails).toEqual([
      { to_address: 'admin@nile.example', subject: 'Your stock feed is paused' },
    ]);
    // Paused: the schedule leaves it alone.
    expect(await scheduleAt(10)).toEqual([]);

    feeds.serve('/stock.csv', firstFeed);
    const resumed = await feedCall(manager, 'POST', '/run');
    expect(resumed.statusCode, resumed.body).toBe(200);
    await jobsDone(t, 'stock-feed');
    ({ feed, runs } = await state());
    expect(feed).toMatchObject({ status: 'active', failures: 0 });
    expect(runs[0]).toMatchObject({ status: 'done', counts: { unchanged: 3 } });
  });

  it('refuses an address that leads to the server’s own network, a file it cannot read, or a feed with no car, keeping nothing', async () => {
    feeds.redirect('/moved', 'http://127.0.0.1:9/stock.csv');
    feeds.serve('/columns.csv', 'Name,Colour\nA,red');
    feeds.serve('/empty.csv', header);
    feeds.serve('/html', '<html><body>\u0000</body></html>');
    for (const url of [
      'http://127.0.0.1:9/stock.csv',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:9/stock.csv',
      `${feeds.origin}/moved`,
      `${feeds.origin}/columns.csv`,
      `${feeds.origin}/empty.csv`,
      `${feeds.origin}/html`,
      `${feeds.origin}/missing.csv`,
    ]) {
      const refused = await register(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json<{ message: string }>().message, url).toMatch(
        /^The feed cannot be read: /,
      );
    }
    for (const payload of [
      { url: 'ftp://example.com/feed.csv' },
      { url: `${feeds.origin}/stock.csv`, everyHours: 0 },
      {},
    ]) {
      expect((await feedCall(manager, 'PUT', '', payload)).statusCode).toBe(400);
    }
    expect(await state()).toEqual({ feed: null, runs: [] });
    expect(await t.db.selectFrom('cars').select('id').execute()).toEqual([]);
  });

  it('lets only the dealership’s admins and managers set up, run, pause and remove its feed', async () => {
    expect((await register(undefined, 'employee@nile.example')).statusCode).toBe(403);
    expect((await register(undefined, 'rival@delta.example')).statusCode).toBe(403);
    expect((await feedCall('rival@delta.example', 'GET')).statusCode).toBe(403);
    expect((await feedCall(manager, 'POST', '/run')).statusCode).toBe(404);
    expect((await register(undefined, 'admin@nile.example')).statusCode).toBe(200);
    await jobsDone(t, 'stock-feed');
    expect((await feedCall('employee@nile.example', 'POST', '/pause')).statusCode).toBe(403);
    const paused = await feedCall(manager, 'POST', '/pause');
    expect(paused.json()).toMatchObject({ feed: { status: 'paused', nextRunAt: null } });
    expect(await scheduleAt(5)).toEqual([]);
    expect((await feedCall(manager, 'DELETE')).statusCode).toBe(204);
    expect(await state()).toEqual({ feed: null, runs: [] });
    // The cars stay, no longer the feed's.
    expect((await stock()).map((car) => [car.status, car.feed_state])).toEqual([
      ['active', null],
      ['active', null],
      ['active', null],
    ]);
  });
});
