import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { createdApiKeyResponseSchema } from '#shared/schemas/api-key';
import { newId } from '#server/lib/ids';
import { carBody, seedTeam, signInAll, stockCarBody, type Person } from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { dealerProfile, insertCar } from '#test/factories';
import { multipart } from '#test/picture-fixtures';
import { jobsDone } from '#test/jobs';
import { stockImportPreviewSchema } from '#shared/schemas/stock-import';
import { zipFile } from '#server/modules/stock/testing/zip-file';

/*
 * Every mutating call × every kind of caller: allowed (2xx) or refused (401 without a session, 403
 * with one). The expectations are written out here, not derived from the rules the server uses, so
 * that a change of the rules shows up as a failing cell.
 */

const subjects = [
  'anonymous',
  'plain user',
  'pending employee',
  'employee of another dealer',
  'employee',
  'manager',
  'admin',
] as const;
type Subject = (typeof subjects)[number];

const emails: Record<Exclude<Subject, 'anonymous'>, string> = {
  'plain user': 'plain@example.org',
  'pending employee': 'pending@example.org',
  'employee of another dealer': 'elsewhere@example.org',
  employee: 'employee@example.org',
  manager: 'manager@example.org',
  admin: 'admin@example.org',
};

const signedIn = subjects.filter((subject) => subject !== 'anonymous');
const approvedMembers: Subject[] = ['employee', 'manager', 'admin'];
const carManagers: Subject[] = ['manager', 'admin'];
const admins: Subject[] = ['admin'];

interface World {
  dealerId: string;
  person: (subject: Exclude<Subject, 'anonymous'>) => Person;
}

/**
 * Who calls with an API key in X-API-Key (docs/decisions/174), and without one: a key acts as
 * its dealership on the stock API and on nothing else.
 */
const keyHolders = [
  'no key',
  'malformed key',
  'unknown key',
  'revoked key',
  'key of another dealer',
  'key of the dealer',
] as const;
type KeyHolder = (typeof keyHolders)[number];
const validKeys: KeyHolder[] = ['key of another dealer', 'key of the dealer'];

/** One cell's request, built on fresh targets so that earlier cells cannot change its outcome. */
type Call = (world: World, subject: Subject) => Promise<InjectOptions>;

let picturePng: Buffer;
let inquirySequence = 0;

/** The other dealership's admin, who makes its key; no subject of the session matrix. */
const elsewhereAdmin = 'elsewhere-admin@example.org';

describe.each(databaseKinds)('authorization matrix on %s', (kind) => {
  let t: TestApp;
  let world: World;
  let keys: Record<KeyHolder, string | undefined>;

  let feedServer: Server;
  let feedUrl: string;

  beforeAll(async () => {
    // The dealership's stock feed, one car, served locally (allowed by name for the tests).
    feedServer = createServer((_request, response) =>
      response.end(
        'Stock,Make,Model,Year,Price,Transmission,Fuel,Body\nFD-1,Kia,Rio,2020,600000,manual,petrol,sedan',
      ),
    );
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    const feedHost = `127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
    feedUrl = `http://${feedHost}/stock.csv`;
    // The plain user is the site's operator, who reviews reported listings.
    t = await createTestApp(kind, {
      OPERATOR_EMAILS: emails['plain user'],
      OUTSIDE_FETCH_ALLOWED_HOSTS: feedHost,
    });
    picturePng = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const dealer = await seedTeam(t.db, 'Matrix Motors', {
      [emails.admin]: ['admin', 'approved'],
      [emails.manager]: ['manager', 'approved'],
      [emails.employee]: ['employee', 'approved'],
      [emails['pending employee']]: ['employee', 'pending'],
    });
    const elsewhere = await seedTeam(t.db, 'Elsewhere Cars', {
      [emails['employee of another dealer']]: ['employee', 'approved'],
      [elsewhereAdmin]: ['admin', 'approved'],
    });
    const person = await signInAll(t.app, ...Object.values(emails), elsewhereAdmin);
    world = { dealerId: dealer.id, person: (subject) => person(emails[subject]) };
    const keyOf = async (email: string, dealerId: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/api-keys',
        headers: person(email).headers,
        payload: { dealerId, name: 'Matrix DMS' },
      });
      return createdApiKeyResponseSchema.parse(response.json());
    };
    const revoked = await keyOf(emails.admin, dealer.id);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/api-keys/${revoked.apiKey.id}`,
      headers: person(emails.admin).headers,
    });
    const own = await keyOf(emails.admin, dealer.id);
    keys = {
      'no key': undefined,
      'malformed key': 'ak_not-a-key',
      'unknown key': `ak_${'0'.repeat(24)}_${'A'.repeat(43)}`,
      'revoked key': revoked.key,
      'key of another dealer': (await keyOf(elsewhereAdmin, elsewhere.id)).key,
      'key of the dealer': own.key,
    };
  });
  afterAll(async () => {
    await t.close();
    feedServer.close();
  });

  /** The dealership has a feed (paused, so no schedule runs it meanwhile). */
  const feedOfDealer = async (dealerId: string) => {
    await t.db
      .insertInto('stock_feeds')
      .values({
        dealer_id: dealerId,
        url: feedUrl,
        every_hours: 1,
        status: 'paused',
        next_run_at: null,
        created_by: null,
      })
      .onConflict((conflict) => conflict.column('dealer_id').doNothing())
      .execute();
  };

  const headersOf = (subject: Subject) =>
    subject === 'anonymous' ? {} : world.person(subject).headers;

  /** A car of the dealership created by `creator`, with two pictures rows. */
  async function freshCar(creator: 'manager' | 'employee') {
    const car = await insertCar(t.db, world.dealerId, { created_by: world.person(creator).uid });
    const pictureIds = [newId('pic'), newId('pic')];
    await t.db
      .insertInto('car_pictures')
      .values(
        pictureIds.map((id, position) => ({
          id,
          car_id: car.id,
          position,
          name: `${position}.png`,
          file_key: `car_images/test/${car.id}/${id}/original.webp`,
          thumbnail_key: null,
          variants: '[]',
        })),
      )
      .execute();
    return { carId: car.id, pictureIds };
  }

  /** A team entry of someone else, with an account, waiting for their answer. */
  async function freshInvitation() {
    const userId = newId('usr');
    const email = `${userId.toLowerCase()}@example.org`;
    await t.db
      .insertInto('users')
      .values({ id: userId, email, photo_url: null, role: null })
      .execute();
    const memberId = newId('tm');
    await t.db
      .insertInto('team_members')
      .values({
        id: memberId,
        dealer_id: world.dealerId,
        user_id: userId,
        email,
        role: 'employee',
        status: 'pending',
      })
      .execute();
    return { userId, memberId };
  }

  /** A buyer's inquiry about a fresh car the employee listed. */
  async function freshLead() {
    const { carId } = await freshCar('employee');
    const id = newId('lead');
    await t.db
      .insertInto('leads')
      .values({
        id,
        dealer_id: world.dealerId,
        car_id: carId,
        kind: 'inquiry',
        name: 'Hany',
        phone: '+201001234567',
        message: 'Still for sale?',
        preferred_contact: 'call',
        user_id: null,
        assignee_id: null,
        first_response_at: null,
      })
      .execute();
    return id;
  }

  /** An open report of a fresh car. */
  async function freshReport() {
    const { carId } = await freshCar('manager');
    const id = newId('rpt');
    await t.db
      .insertInto('car_reports')
      .values({ id, dealer_id: world.dealerId, car_id: carId, reporter_id: null, reason: 'sold' })
      .execute();
    return { id, carId };
  }

  /** A saved search of the subject (of nobody for an anonymous caller). */
  async function freshSavedSearch(w: World, subject: Subject) {
    const owner = subject === 'anonymous' ? w.person('admin').uid : w.person(subject).uid;
    const id = newId('srch');
    await t.db
      .insertInto('saved_searches')
      .values({
        id,
        user_id: owner,
        name: 'Kias',
        query: JSON.stringify({ make: 'kia' }),
        filter: JSON.stringify({ makes: ['kia'] }),
        makes: ['kia'],
        frequency: 'instant',
      })
      .execute();
    return id;
  }

  /** One file as a multipart upload, in the field `file`. */
  async function fileForm(content: string | Buffer, name: string) {
    const form = new FormData();
    form.append(
      'file',
      new Blob([typeof content === 'string' ? content : new Uint8Array(content)]),
      name,
    );
    const request = new Request('http://arabeya.test/', { method: 'POST', body: form });
    return {
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    };
  }

  /** A stock sheet as a multipart upload: one car, numbered afresh each time. */
  const sheetForm = () =>
    fileForm(
      `Stock,Make,Model,Year,Price,Transmission,Fuel,Body\nM-${newId('car')},Kia,Rio,2020,500000,manual,petrol,sedan\n`,
      'stock.csv',
    );

  /** A fresh import of the dealership's admin, uploaded and, when asked, checked. */
  async function freshImport(checked: boolean) {
    // One import of a dealership is written at a time: the last cell's is done first.
    await jobsDone(t, 'stock-%');
    const form = await sheetForm();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/stock/imports?dealerId=${world.dealerId}`,
      headers: { ...headersOf('admin'), ...form.headers },
      payload: form.payload,
    });
    const preview = stockImportPreviewSchema.parse(uploaded.json());
    if (checked) {
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/stock/imports/${preview.id}/check`,
        headers: headersOf('admin'),
        payload: { mapping: preview.mapping },
      });
    }
    return preview;
  }

  /** A key of the dealership, to revoke (its secret is never used). */
  async function freshApiKey(w: World) {
    const id = randomBytes(12).toString('hex');
    await t.db
      .insertInto('dealer_api_keys')
      .values({
        id,
        dealer_id: w.dealerId,
        name: 'To revoke',
        secret_hash: '0'.repeat(64),
        created_by: null,
      })
      .execute();
    return id;
  }

  let stockSequence = 0;
  const freshStockNumber = () => `M-${(stockSequence += 1)}`;
  /** A car of the dealership with a stock number of its own; answers the number. */
  async function freshStockCar() {
    const stockNumber = freshStockNumber();
    await insertCar(t.db, world.dealerId, { stock_number: stockNumber });
    return stockNumber;
  }

  const json = (method: InjectOptions['method'], url: string, payload?: object) =>
    ({ method, url, ...(payload ? { payload } : {}) }) satisfies InjectOptions;

  /**
   * [call, the subjects it allows, the status refusing a signed-in caller (403 unless given)]:
   * in order; the calls that change the callers come last.
   */
  const matrix: [string, Call, readonly Subject[], number?][] = [
    [
      'POST /api/v1/car',
      async (w) => json('POST', '/api/v1/car', carBody(w.dealerId)),
      approvedMembers,
    ],
    [
      "PATCH /api/v1/car/:id (an employee's car)",
      async () => json('PATCH', `/api/v1/car/${(await freshCar('employee')).carId}`, { price: 1 }),
      approvedMembers,
    ],
    [
      "PATCH /api/v1/car/:id (a manager's car)",
      async () => json('PATCH', `/api/v1/car/${(await freshCar('manager')).carId}`, { price: 1 }),
      carManagers,
    ],
    [
      "DELETE /api/v1/car/:id (a manager's car)",
      async () => json('DELETE', `/api/v1/car/${(await freshCar('manager')).carId}`),
      carManagers,
    ],
    [
      "POST /api/v1/pictures/car/:id (a manager's car)",
      async () => {
        const { carId } = await freshCar('manager');
        const form = await multipart([{ name: 'a.png', body: picturePng, type: 'image/png' }]);
        return { method: 'POST', url: `/api/v1/pictures/car/${carId}`, ...form };
      },
      carManagers,
    ],
    [
      "DELETE /api/v1/pictures/car/:id/:pictureId (a manager's car)",
      async () => {
        const { carId, pictureIds } = await freshCar('manager');
        return json('DELETE', `/api/v1/pictures/car/${carId}/${pictureIds[0]}`);
      },
      carManagers,
    ],
    [
      "POST /api/v1/pictures/car/:id/:pictureId/retry (a manager's car, a failed picture)",
      async () => {
        const { carId, pictureIds } = await freshCar('manager');
        await t.db
          .updateTable('car_pictures')
          .set({ status: 'failed', failure: 'could not be processed' })
          .where('id', '=', pictureIds[0] ?? '')
          .execute();
        return json('POST', `/api/v1/pictures/car/${carId}/${pictureIds[0]}/retry`);
      },
      carManagers,
    ],
    [
      "PUT /api/v1/pictures/car/:id/order (a manager's car)",
      async () => {
        const { carId, pictureIds } = await freshCar('manager');
        return json('PUT', `/api/v1/pictures/car/${carId}/order`, {
          pictureIds: [...pictureIds].reverse(),
        });
      },
      carManagers,
    ],
    [
      "PUT /api/v1/pictures/car/:id/showcase (a manager's car)",
      async () => {
        const { carId, pictureIds } = await freshCar('manager');
        return json('PUT', `/api/v1/pictures/car/${carId}/showcase`, { pictureId: pictureIds[1] });
      },
      carManagers,
    ],
    [
      'PATCH /api/v1/dealer/:id',
      async (w) => json('PATCH', `/api/v1/dealer/${w.dealerId}`, dealerProfile),
      admins,
    ],
    [
      'PUT /api/v1/dealer/:id/logo',
      async (w) => {
        const form = await multipart([{ name: 'logo.png', body: picturePng, type: 'image/png' }]);
        return { method: 'PUT', url: `/api/v1/dealer/${w.dealerId}/logo`, ...form };
      },
      admins,
    ],
    [
      'DELETE /api/v1/dealer/:id/logo',
      async (w) => json('DELETE', `/api/v1/dealer/${w.dealerId}/logo`),
      admins,
    ],
    [
      'PUT /api/v1/dealer/finance-offer',
      async () =>
        json('PUT', '/api/v1/dealer/finance-offer', {
          downPaymentPercent: 25,
          termMonths: 48,
          annualRatePercent: 21.5,
          provider: 'Matrix Bank',
        }),
      admins,
    ],
    [
      'DELETE /api/v1/dealer/finance-offer',
      async () => json('DELETE', '/api/v1/dealer/finance-offer'),
      admins,
    ],
    [
      'POST /api/v1/team/invite',
      async (w) =>
        json('POST', '/api/v1/team/invite', {
          dealerId: w.dealerId,
          email: `${newId('usr').toLowerCase()}@example.org`,
          role: 'employee',
        }),
      admins,
    ],
    [
      'POST /api/v1/team/role',
      async (w) =>
        json('POST', '/api/v1/team/role', {
          dealerId: w.dealerId,
          memberId: (await freshInvitation()).memberId,
          role: 'manager',
        }),
      admins,
    ],
    [
      'POST /api/v1/team/remove',
      async (w) =>
        json('POST', '/api/v1/team/remove', {
          dealerId: w.dealerId,
          memberId: (await freshInvitation()).memberId,
        }),
      admins,
    ],
    [
      "POST /api/v1/dealer/team/accept (someone else's invitation)",
      async (w) =>
        json('POST', '/api/v1/dealer/team/accept', {
          dealerId: w.dealerId,
          userId: (await freshInvitation()).userId,
        }),
      [],
    ],
    [
      "POST /api/v1/dealer/team/reject (someone else's invitation)",
      async (w) =>
        json('POST', '/api/v1/dealer/team/reject', {
          dealerId: w.dealerId,
          userId: (await freshInvitation()).userId,
        }),
      [],
    ],
    [
      'PUT /api/v1/favourites/:carId',
      async () => json('PUT', `/api/v1/favourites/${(await freshCar('manager')).carId}`),
      signedIn,
    ],
    [
      'DELETE /api/v1/favourites/:carId',
      async () => json('DELETE', `/api/v1/favourites/${(await freshCar('manager')).carId}`),
      signedIn,
    ],
    [
      'POST /api/v1/favourites/merge',
      async () =>
        json('POST', '/api/v1/favourites/merge', {
          favourites: [{ carId: (await freshCar('manager')).carId }],
        }),
      signedIn,
    ],
    [
      'POST /api/v1/saved-searches',
      async () =>
        json('POST', '/api/v1/saved-searches', {
          name: 'Kias',
          query: { make: 'kia' },
          language: 'en',
        }),
      signedIn,
    ],
    [
      'PATCH /api/v1/saved-searches/:id (their own)',
      async (w, subject) =>
        json('PATCH', `/api/v1/saved-searches/${await freshSavedSearch(w, subject)}`, {
          frequency: 'daily',
        }),
      signedIn,
    ],
    [
      'POST /api/v1/saved-searches/:id/visit (their own)',
      async (w, subject) =>
        json('POST', `/api/v1/saved-searches/${await freshSavedSearch(w, subject)}/visit`),
      signedIn,
    ],
    [
      'DELETE /api/v1/saved-searches/:id (their own)',
      async (w, subject) =>
        json('DELETE', `/api/v1/saved-searches/${await freshSavedSearch(w, subject)}`),
      signedIn,
    ],
    [
      "PATCH /api/v1/saved-searches/:id (someone else's)",
      async (w, subject) =>
        json(
          'PATCH',
          `/api/v1/saved-searches/${await freshSavedSearch(w, subject === 'admin' ? 'manager' : 'admin')}`,
          { name: 'Taken' },
        ),
      [],
      404,
    ],
    [
      'POST /api/v1/user/update (their own entry)',
      async (w, subject) => {
        const uid = subject === 'anonymous' ? newId('usr') : w.person(subject).uid;
        const email = subject === 'anonymous' ? 'nobody@example.org' : emails[subject];
        return json('POST', '/api/v1/user/update', {
          userId: uid,
          lastSeen: Date.now(),
          firebaseName: 'Someone',
          email,
          photoUrl: '',
          os: 'web',
        });
      },
      signedIn,
    ],
    [
      "POST /api/v1/user/update (someone else's entry)",
      async (w, subject) =>
        json('POST', '/api/v1/user/update', {
          userId: w.person(subject === 'admin' ? 'manager' : 'admin').uid,
          lastSeen: Date.now(),
          firebaseName: 'Someone',
          email: emails[subject === 'admin' ? 'manager' : 'admin'],
          photoUrl: '',
          os: 'web',
        }),
      [],
    ],
    [
      'POST /api/v1/leads/car/:id',
      async () =>
        json('POST', `/api/v1/leads/car/${(await freshCar('manager')).carId}`, {
          name: 'Hany',
          // A number of its own per cell: one number may send only five an hour.
          phone: `010${10_000_000 + (inquirySequence += 1)}`,
          message: 'Still for sale?',
        }),
      subjects,
    ],
    [
      'POST /api/v1/leads/car/:id/contacts/:channel',
      async () =>
        json('POST', `/api/v1/leads/car/${(await freshCar('manager')).carId}/contacts/call`),
      subjects,
    ],
    [
      'GET /api/v1/leads/dealer/:id',
      async (w) => json('GET', `/api/v1/leads/dealer/${w.dealerId}`),
      approvedMembers,
    ],
    [
      "GET /api/v1/leads/dealer/:id/:leadId (a lead of the employee's car)",
      async (w) => json('GET', `/api/v1/leads/dealer/${w.dealerId}/${await freshLead()}`),
      approvedMembers,
    ],
    [
      'PATCH /api/v1/leads/dealer/:id/:leadId (status)',
      async (w) =>
        json('PATCH', `/api/v1/leads/dealer/${w.dealerId}/${await freshLead()}`, {
          status: 'contacted',
        }),
      approvedMembers,
    ],
    [
      'PATCH /api/v1/leads/dealer/:id/:leadId (assign)',
      async (w) =>
        json('PATCH', `/api/v1/leads/dealer/${w.dealerId}/${await freshLead()}`, {
          assigneeId: w.person('employee').uid,
        }),
      carManagers,
    ],
    [
      'POST /api/v1/leads/dealer/:id/:leadId/notes',
      async (w) =>
        json('POST', `/api/v1/leads/dealer/${w.dealerId}/${await freshLead()}/notes`, {
          body: 'Called back',
        }),
      approvedMembers,
    ],
    ['GET /api/v1/inbox-counts', async () => json('GET', '/api/v1/inbox-counts'), signedIn],
    // The directory is public; a session narrows it to the caller's dealerships (My Access).
    [
      'GET /api/v1/dealer (searched by name and governorate)',
      async () => json('GET', '/api/v1/dealer?q=matrix%20mot&governorate=cairo'),
      subjects,
    ],
    [
      'POST /api/v1/reports/car/:id',
      async () =>
        json('POST', `/api/v1/reports/car/${(await freshCar('manager')).carId}`, {
          reason: 'wrong-price',
        }),
      signedIn,
    ],
    [
      'GET /api/v1/reports/dealer/:id',
      async (w) => json('GET', `/api/v1/reports/dealer/${w.dealerId}`),
      approvedMembers,
    ],
    [
      'GET /api/v1/operator/reports',
      async () => json('GET', '/api/v1/operator/reports'),
      ['plain user'],
    ],
    [
      'POST /api/v1/operator/cars/:id/hide',
      async () =>
        json('POST', `/api/v1/operator/cars/${(await freshReport()).carId}/hide`, {
          note: 'Reported as a scam',
        }),
      ['plain user'],
    ],
    [
      'POST /api/v1/operator/cars/:id/restore',
      async () => {
        const car = await insertCar(t.db, world.dealerId, { status: 'hidden' });
        return json('POST', `/api/v1/operator/cars/${car.id}/restore`);
      },
      ['plain user'],
    ],
    [
      'POST /api/v1/operator/reports/:id/dismiss',
      async () => json('POST', `/api/v1/operator/reports/${(await freshReport()).id}/dismiss`),
      ['plain user'],
    ],
    [
      "POST /api/v1/car/bulk (a manager's car marked sold)",
      async (w) =>
        json('POST', '/api/v1/car/bulk', {
          dealerId: w.dealerId,
          cars: { ids: [(await freshCar('manager')).carId] },
          change: { kind: 'sold' },
        }),
      carManagers,
    ],
    [
      'POST /api/v1/stock/imports',
      async (w, subject) => {
        const form = await sheetForm();
        return {
          method: 'POST',
          url: `/api/v1/stock/imports?dealerId=${w.dealerId}`,
          payload: form.payload,
          headers: { ...headersOf(subject), ...form.headers },
        };
      },
      carManagers,
    ],
    [
      'POST /api/v1/stock/imports/:id/check',
      async () => {
        const preview = await freshImport(false);
        return json('POST', `/api/v1/stock/imports/${preview.id}/check`, {
          mapping: preview.mapping,
        });
      },
      carManagers,
    ],
    [
      'POST /api/v1/stock/imports/:id/photos',
      async () => {
        const preview = await freshImport(false);
        const form = await fileForm(zipFile([{ name: 'M-1-1.png', data: picturePng }]), 'p.zip');
        return { method: 'POST', url: `/api/v1/stock/imports/${preview.id}/photos`, ...form };
      },
      carManagers,
    ],
    [
      'POST /api/v1/stock/imports/:id/confirm',
      async () => json('POST', `/api/v1/stock/imports/${(await freshImport(true)).id}/confirm`),
      carManagers,
    ],
    [
      'GET /api/v1/stock/imports',
      async (w) => json('GET', `/api/v1/stock/imports?dealerId=${w.dealerId}`),
      carManagers,
    ],
    [
      'GET /api/v1/stock/imports/:id',
      async () => json('GET', `/api/v1/stock/imports/${(await freshImport(false)).id}`),
      carManagers,
    ],
    [
      'GET /api/v1/stock/imports/:id/refused',
      async () => json('GET', `/api/v1/stock/imports/${(await freshImport(false)).id}/refused`),
      carManagers,
    ],
    [
      'GET /api/v1/stock/export',
      async (w) => json('GET', `/api/v1/stock/export?dealerId=${w.dealerId}`),
      carManagers,
    ],
    [
      'GET /api/v1/stock/feed',
      async (w) => json('GET', `/api/v1/stock/feed?dealerId=${w.dealerId}`),
      carManagers,
    ],
    [
      'PUT /api/v1/stock/feed',
      async (w) => json('PUT', `/api/v1/stock/feed?dealerId=${w.dealerId}`, { url: feedUrl }),
      carManagers,
    ],
    [
      'POST /api/v1/stock/feed/run',
      async (w) => {
        await feedOfDealer(w.dealerId);
        return json('POST', `/api/v1/stock/feed/run?dealerId=${w.dealerId}`);
      },
      carManagers,
    ],
    [
      'POST /api/v1/stock/feed/pause',
      async (w) => {
        await feedOfDealer(w.dealerId);
        return json('POST', `/api/v1/stock/feed/pause?dealerId=${w.dealerId}`);
      },
      carManagers,
    ],
    [
      'DELETE /api/v1/stock/feed',
      async (w) => {
        await feedOfDealer(w.dealerId);
        return json('DELETE', `/api/v1/stock/feed?dealerId=${w.dealerId}`);
      },
      carManagers,
    ],
    [
      'POST /api/v1/analytics/pageview',
      async () =>
        json('POST', '/api/v1/analytics/pageview', {
          path: '/car-grid',
          title: 'Cars',
          language: 'en',
        }),
      subjects,
    ],
    [
      'POST /api/v1/dealer/register',
      async () => json('POST', '/api/v1/dealer/register', dealerProfile),
      // Anyone signed in who does not already run a dealership; its admin is told so.
      signedIn.filter((subject) => subject !== 'admin'),
      409,
    ],
    [
      'GET /api/v1/api-keys',
      async (w) => json('GET', `/api/v1/api-keys?dealerId=${w.dealerId}`),
      admins,
    ],
    [
      'POST /api/v1/api-keys',
      async (w) => json('POST', '/api/v1/api-keys', { dealerId: w.dealerId, name: 'Matrix DMS' }),
      admins,
    ],
    [
      'DELETE /api/v1/api-keys/:id',
      async (w) => json('DELETE', `/api/v1/api-keys/${await freshApiKey(w)}`),
      admins,
    ],
    // The stock API takes an API key, never a session (the key matrix below).
    [
      'PUT /api/v1/dealer/stock/:stockNumber (with a session)',
      async () => json('PUT', `/api/v1/dealer/stock/${freshStockNumber()}`, stockCarBody()),
      [],
      401,
    ],
    [
      "DELETE /api/v1/dealer/stock/:stockNumber (with a session, the dealer's car)",
      async () => json('DELETE', `/api/v1/dealer/stock/${await freshStockCar()}`),
      [],
      401,
    ],
    [
      'GET /api/v1/dealer/stock (with a session)',
      async () => json('GET', '/api/v1/dealer/stock'),
      [],
      401,
    ],
    // Last: it ends the caller's session.
    ['POST /api/v1/auth/logout', async () => json('POST', '/api/v1/auth/logout'), signedIn],
  ];

  it.each(matrix)('%s', async (_name, call, allowed, refusal = 403) => {
    const outcomes: Record<string, number> = {};
    const expected: Record<string, number | 'allowed'> = {};
    for (const subject of subjects) {
      const request = await call(world, subject);
      const response = await t.app.inject({
        ...request,
        headers: { ...request.headers, ...headersOf(subject) },
      });
      const isAllowed = allowed.includes(subject);
      outcomes[subject] =
        isAllowed && response.statusCode >= 200 && response.statusCode < 300
          ? -1
          : response.statusCode;
      expected[subject] = isAllowed ? -1 : subject === 'anonymous' ? 401 : refusal;
      if (!isAllowed) expect(response.json(), response.body).toHaveProperty('message');
    }
    // -1 stands for any 2xx answer.
    expect(outcomes).toEqual(expected);
  });

  /**
   * [call, the key holders it allows, the status refusing a valid key (401 unless given)]: what
   * an API key may do. Without a valid key every call answers 401; a key of another dealership
   * writes that dealership's own car of the number, and finds none of this one's.
   */
  const keyMatrix: [string, Call, readonly KeyHolder[], number?][] = [
    [
      'PUT /api/v1/dealer/stock/:stockNumber (a new number)',
      async () => json('PUT', `/api/v1/dealer/stock/${freshStockNumber()}`, stockCarBody()),
      validKeys,
    ],
    [
      "PUT /api/v1/dealer/stock/:stockNumber (the dealer's car)",
      async () => json('PUT', `/api/v1/dealer/stock/${await freshStockCar()}`, stockCarBody()),
      validKeys,
    ],
    [
      "DELETE /api/v1/dealer/stock/:stockNumber (the dealer's car)",
      async () => json('DELETE', `/api/v1/dealer/stock/${await freshStockCar()}`),
      ['key of the dealer'],
      404,
    ],
    ['GET /api/v1/dealer/stock', async () => json('GET', '/api/v1/dealer/stock'), validKeys],
    [
      'GET /api/v1/api-keys',
      async (w) => json('GET', `/api/v1/api-keys?dealerId=${w.dealerId}`),
      [],
    ],
    [
      'POST /api/v1/api-keys',
      async (w) => json('POST', '/api/v1/api-keys', { dealerId: w.dealerId, name: 'By a key' }),
      [],
    ],
    [
      'DELETE /api/v1/api-keys/:id',
      async (w) => json('DELETE', `/api/v1/api-keys/${await freshApiKey(w)}`),
      [],
    ],
    [
      'POST /api/v1/dealer/team',
      async (w) => json('POST', '/api/v1/dealer/team', { dealerId: w.dealerId }),
      [],
    ],
    [
      'POST /api/v1/team/invite',
      async (w) =>
        json('POST', '/api/v1/team/invite', {
          dealerId: w.dealerId,
          email: `${newId('usr').toLowerCase()}@example.org`,
          role: 'admin',
        }),
      [],
    ],
    [
      'POST /api/v1/team/remove',
      async (w) =>
        json('POST', '/api/v1/team/remove', {
          dealerId: w.dealerId,
          memberId: (await freshInvitation()).memberId,
        }),
      [],
    ],
    [
      'PATCH /api/v1/dealer/:id',
      async (w) => json('PATCH', `/api/v1/dealer/${w.dealerId}`, dealerProfile),
      [],
    ],
    ['POST /api/v1/car', async (w) => json('POST', '/api/v1/car', carBody(w.dealerId)), []],
    [
      "PATCH /api/v1/car/:id (a manager's car)",
      async () => json('PATCH', `/api/v1/car/${(await freshCar('manager')).carId}`, { price: 1 }),
      [],
    ],
  ];

  it.each(keyMatrix)('with an API key: %s', async (_name, call, allowed, refusal = 401) => {
    const outcomes: Record<string, number> = {};
    const expected: Record<string, number | 'allowed'> = {};
    for (const holder of keyHolders) {
      const request = await call(world, 'anonymous');
      const key = keys[holder];
      const response = await t.app.inject({
        ...request,
        headers: { ...request.headers, ...(key === undefined ? {} : { 'x-api-key': key }) },
      });
      const isAllowed = allowed.includes(holder);
      outcomes[holder] =
        isAllowed && response.statusCode >= 200 && response.statusCode < 300
          ? -1
          : response.statusCode;
      expected[holder] = isAllowed ? -1 : validKeys.includes(holder) ? refusal : 401;
      if (!isAllowed) expect(response.json(), response.body).toHaveProperty('message');
    }
    // -1 stands for any 2xx answer.
    expect(outcomes).toEqual(expected);
  });
});
