import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  stockImportPreviewSchema,
  stockImportStateSchema,
  type ColumnMapping,
} from '#shared/schemas/stock-import';
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
import { filesUnder, photoJpeg } from '#test/picture-fixtures';
import { runStockImport } from '#server/modules/stock/stock-import-jobs';
import { zipFile, type ZipEntry } from '#server/modules/stock/testing/zip-file';

/*
 * A dealership's spreadsheet import, up to its dry run: the sheet's columns guessed, the mapping
 * confirmed and remembered, every row read and counted, nothing written to the cars.
 */

const team: Record<string, [TeamRole, TeamStatus]> = {
  'admin@nile.example': ['admin', 'approved'],
  'manager@nile.example': ['manager', 'approved'],
  'employee@nile.example': ['employee', 'approved'],
};
const manager = 'manager@nile.example';

/** A messy Arabic sheet: mixed spellings, Arabic-Indic digits, an empty row, a refused row. */
const sheet = [
  'رقم العربية في المعرض,الماركة,الموديل,سنة الصنع,السعر,العداد,ناقل الحركة,الوقود,الشكل,المحافظة,اللون',
  'N-1,تويوتة,كورولا,٢٠١٩,"875.000",80 الف كم,اوتوماتيك,بنزين,سيدان,اسكندرية,أبيض',
  'N-2,هونداي,إلنترا,2021,1.1 مليون,,أوتوماتيك,بنزين,سيدان,,أسود',
  ',,,,,,,,,,',
  'N-3,Trabant,601,1985,cheap,,manual,petrol,sedan,Cairo,red',
  ',كيا,سيراتو,2020,٩٥٠ ألف,40000,مانيوال,بنزين,سيدان,القاهرة,',
].join('\r\n');

async function sheetUpload(name: string, content: string | Buffer) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const request = new Request('http://arabeya.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** The dealers' photo server: a picture, and a page that is no picture. */
async function photoServer(): Promise<{ server: Server; origin: string }> {
  const jpeg = await photoJpeg(640, 480);
  const server = createServer((request, response) => {
    if (request.url === '/car.jpg') response.end(jpeg);
    else response.end('<html>not a picture</html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe.each(databaseKinds)('stock imports on %s', (kind) => {
  let t: TestApp;
  let dealerId: string;
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
    who = await signInAll(t.app, ...Object.keys(team), 'rival@delta.example');
  });

  const upload = async (email: string, content: string | Buffer = sheet, name = 'stock.csv') => {
    const body = await sheetUpload(name, content);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/stock/imports?dealerId=${dealerId}`,
      headers: { ...who(email).headers, ...body.headers },
      payload: body.payload,
    });
  };
  const check = (email: string, id: string, mapping: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/stock/imports/${id}/check`,
      headers: who(email).headers,
      payload: { mapping } as object,
    });
  const carCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('cars')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('guesses the columns of an Arabic sheet, and a dry run counts what importing would do', async () => {
    const uploaded = await upload(manager);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const preview = stockImportPreviewSchema.parse(uploaded.json());
    expect(preview.mapping).toEqual([
      'stockNumber',
      'make',
      'model',
      'firstRegistration',
      'price',
      'mileage',
      'transmission',
      'fuelType',
      'bodyStyle',
      'city',
      null,
    ]);
    expect(preview.samples[0]?.[1]).toBe('تويوتة');
    expect(preview.samples).toHaveLength(4);

    const before = await carCount();
    const checked = await check(manager, preview.id, preview.mapping);
    expect(checked.statusCode, checked.body).toBe(200);
    const state = stockImportStateSchema.parse(checked.json());
    expect(state.status).toBe('checked');
    expect(state.counts).toMatchObject({
      rows: 4,
      add: 3,
      update: 0,
      unchanged: 0,
      refused: 1,
      withoutNumber: 1,
    });
    expect(state.refused).toEqual([
      {
        line: 5,
        stockNumber: 'N-3',
        problems: [
          { field: 'make', reason: 'unknownMake', value: 'Trabant' },
          { field: 'price', reason: 'notANumber', value: 'cheap' },
        ],
      },
    ]);
    // A dry run writes no car.
    expect(await carCount()).toBe(before);
  });

  it('finds the cars of the dealership by stock number: changed ones update, the same stay', async () => {
    await insertCar(t.db, dealerId, {
      stock_number: 'N-1',
      make: 'toyota',
      model: 'Corolla',
      first_registration: 2019,
      price: 875_000,
      mileage: 80_000,
      transmission: 'automatic',
      fuel_type: 'petrol',
      body_style: 'sedan',
      city: 'alexandria',
    });
    await insertCar(t.db, dealerId, {
      stock_number: 'N-2',
      make: 'hyundai',
      model: 'Elantra',
      first_registration: 2021,
      price: 1_000_000,
      transmission: 'automatic',
      fuel_type: 'petrol',
      body_style: 'sedan',
      city: 'cairo',
    });
    const preview = stockImportPreviewSchema.parse((await upload(manager)).json());
    const state = stockImportStateSchema.parse(
      (await check(manager, preview.id, preview.mapping)).json(),
    );
    expect(state.counts).toMatchObject({ add: 1, update: 1, unchanged: 1, refused: 1 });
  });

  const confirm = (email: string, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/stock/imports/${id}/confirm`,
      headers: who(email).headers,
    });
  const checked = async () => {
    const preview = stockImportPreviewSchema.parse((await upload(manager)).json());
    const response = await check(manager, preview.id, preview.mapping);
    expect(response.statusCode, response.body).toBe(200);
    return preview.id;
  };
  const importState = async (id: string) =>
    stockImportStateSchema.parse(
      (
        await t.app.inject({ url: `/api/v1/stock/imports/${id}`, headers: who(manager).headers })
      ).json(),
    );
  const stock = () =>
    t.db
      .selectFrom('cars')
      .select(['stock_number', 'make', 'model', 'price', 'city', 'status'])
      .where('dealer_id', '=', dealerId)
      .orderBy('price')
      .execute();

  it('writes the confirmed import in a job: the cars are on sale and found; the same file again changes no numbered car', async () => {
    const id = await checked();
    const confirmed = await confirm(manager, id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await jobsDone(t, 'stock-import');
    expect(await importState(id)).toMatchObject({
      status: 'done',
      counts: { written: 3, refused: 1 },
    });
    expect(await stock()).toEqual([
      {
        stock_number: 'N-1',
        make: 'toyota',
        model: 'Corolla',
        price: 875_000,
        city: 'alexandria',
        status: 'active',
      },
      {
        stock_number: null,
        make: 'kia',
        model: 'Cerato',
        price: 950_000,
        city: 'cairo',
        status: 'active',
      },
      {
        stock_number: 'N-2',
        make: 'hyundai',
        model: 'Elantra',
        price: 1_100_000,
        city: 'cairo',
        status: 'active',
      },
    ]);
    const found = await t.app.inject({ url: '/api/v1/car/search?make=hyundai' });
    expect(found.json()).toMatchObject({ total: 1 });

    const again = await checked();
    // Only the row without a stock number or VIN is new again.
    expect((await importState(again)).counts).toMatchObject({ add: 1, update: 0, unchanged: 2 });
  });

  it("fetches a new car's photos from their URLs, storing the pictures and counting what failed", async () => {
    const withPhotos = [
      'Stock,Make,Model,Year,Price,Transmission,Fuel,Body,Photos',
      `P-1,Kia,Rio,2020,600000,manual,petrol,sedan,${photos.origin}/car.jpg ${photos.origin}/page.html http://169.254.169.254/latest/meta-data`,
    ].join('\n');
    const preview = stockImportPreviewSchema.parse((await upload(manager, withPhotos)).json());
    expect(preview.mapping.at(-1)).toBe('photos');
    expect((await check(manager, preview.id, preview.mapping)).statusCode).toBe(200);
    expect((await confirm(manager, preview.id)).statusCode).toBe(200);
    await jobsDone(t, 'stock-%');
    await pictureJobsDone(t);
    const state = await importState(preview.id);
    expect(state).toMatchObject({
      status: 'done',
      photosFetched: 1,
      photosFailed: 2,
      counts: { photos: 3 },
    });
    const pictures = await t.db.selectFrom('car_pictures').select(['status', 'name']).execute();
    expect(pictures).toEqual([{ status: 'ready', name: 'car.jpg' }]);
  });

  it('goes on from the first row not written when a worker fails mid-import, writing each car once', async () => {
    // 250 cars: the worker dies while writing the second batch of them.
    const long = [
      'Stock,Make,Model,Year,Price,Transmission,Fuel,Body',
      ...Array.from(
        { length: 250 },
        (_, i) => `L-${i},Kia,Rio,2020,${500_000 + i},manual,petrol,sedan`,
      ),
    ].join('\n');
    const preview = stockImportPreviewSchema.parse((await upload(manager, long)).json());
    expect((await check(manager, preview.id, preview.mapping)).statusCode).toBe(200);
    const id = preview.id;
    await t.db
      .updateTable('stock_imports')
      .set({ status: 'queued' })
      .where('id', '=', id)
      .execute();
    let calls = 0;
    const failing = {
      db: t.db,
      jobs: t.jobs,
      storage: t.storage,
      log: { warn: () => undefined },
      cars: {
        quotas: { carsPerDealer: 1000 },
        carsWritten: async () => {
          calls += 1;
          if (calls === 2) throw new Error('the worker died');
        },
      },
    };
    await expect(runStockImport(failing, id)).rejects.toThrow('the worker died');
    // The first batch is written whole; nothing of the second.
    expect(await stock()).toHaveLength(100);
    await runStockImport(
      { ...failing, cars: { ...failing.cars, carsWritten: async () => undefined } },
      id,
    );
    const numbers = (await stock()).map((car) => car.stock_number);
    expect(numbers).toHaveLength(250);
    expect(new Set(numbers).size).toBe(250);
    expect(await importState(id)).toMatchObject({ status: 'done', counts: { written: 250 } });
  });

  it('writes one import of a dealership at a time, and only a checked one', async () => {
    const preview = stockImportPreviewSchema.parse((await upload(manager)).json());
    expect((await confirm(manager, preview.id)).statusCode).toBe(409);
    const first = await checked();
    const second = await checked();
    await t.db
      .updateTable('stock_imports')
      .set({ status: 'running' })
      .where('id', '=', first)
      .execute();
    const refused = await confirm(manager, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toHaveProperty('message');
    expect((await confirm('employee@nile.example', second)).statusCode).toBe(403);
  });

  it('exports the stock in the import format, and importing the export back changes nothing', async () => {
    await insertCar(t.db, dealerId, {
      stock_number: 'E-1',
      model: 'كورولا',
      description: '- one owner\n- =HYPERLINK("http://evil.example")',
    });
    await insertCar(t.db, dealerId, {
      make: 'kia',
      model: 'Pegas',
      mileage: null,
      capacity: null,
      status: 'sold',
    });
    await insertCar(t.db, dealerId, {
      make: 'hyundai',
      model: 'Ioniq',
      fuel_type: 'hybrid',
      capacity: 1.56,
      vin: 'KMHC851CGLU123456',
      city: 'alexandria',
    });
    for (const format of ['csv', 'xlsx'] as const) {
      for (const language of ['en', 'ar'] as const) {
        const exported = await t.app.inject({
          url: `/api/v1/stock/export?dealerId=${dealerId}&format=${format}&language=${language}`,
          headers: who(manager).headers,
        });
        expect(exported.statusCode, exported.body).toBe(200);
        expect(exported.headers['content-disposition']).toContain(`.${format}`);
        if (format === 'csv') {
          // A text a spreadsheet would run as a formula is written as text.
          expect(exported.body).toContain(`"'- one owner`);
          expect(exported.body).not.toMatch(/^=|,=/m);
        }
        const uploaded = await upload(manager, exported.rawPayload, `stock.${format}`);
        expect(uploaded.statusCode, uploaded.body).toBe(201);
        const preview = stockImportPreviewSchema.parse(uploaded.json());
        expect(preview.mapping).not.toContain(null);
        const checked = await check(manager, preview.id, preview.mapping);
        expect(checked.statusCode, checked.body).toBe(200);
        const state = stockImportStateSchema.parse(checked.json());
        expect([format, language, state.counts, state.refused]).toEqual([
          format,
          language,
          expect.objectContaining({ rows: 3, add: 0, update: 0, unchanged: 3, refused: 0 }),
          [],
        ]);
      }
    }
    const others = await t.app.inject({
      url: `/api/v1/stock/export?dealerId=${dealerId}`,
      headers: who('employee@nile.example').headers,
    });
    expect(others.statusCode).toBe(403);
  });

  it('writes the stock number a dealer types into an export, and refuses one another car has', async () => {
    const [first, second] = [await insertCar(t.db, dealerId), await insertCar(t.db, dealerId)];
    await insertCar(t.db, dealerId, { stock_number: 'TAKEN' });
    const rowOf = (car: typeof first, stockNumber: string) =>
      `${car.id},${stockNumber},${car.make},${car.model},${car.first_registration},${car.price},automatic,petrol,sedan`;
    const sheet = [
      'Arabeya ID,Stock number,Make,Model,Year,Price,Transmission,Fuel,Body',
      rowOf(first, 'NEW-1'),
      rowOf(second, 'TAKEN'),
    ].join('\n');
    const preview = stockImportPreviewSchema.parse((await upload(manager, sheet)).json());
    const state = stockImportStateSchema.parse(
      (await check(manager, preview.id, preview.mapping)).json(),
    );
    expect(state.counts).toMatchObject({ update: 1, unchanged: 0, refused: 1 });
    expect(state.refused).toEqual([
      {
        line: 3,
        stockNumber: 'TAKEN',
        problems: [{ field: 'stockNumber', reason: 'numberTaken', value: 'TAKEN' }],
      },
    ]);
    expect((await confirm(manager, preview.id)).statusCode).toBe(200);
    await jobsDone(t, 'stock-import');
    const numbered = await t.db
      .selectFrom('cars')
      .select('stock_number')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(numbered.stock_number).toBe('NEW-1');
  });

  it('lists the first 500 refused rows and gives them all for the report', async () => {
    const refusedSheet = [
      'Stock,Make,Model,Year,Price,Transmission,Fuel,Body',
      ...Array.from({ length: 620 }, (_, i) => `R-${i},Kia,Rio,2020,on call,manual,petrol,sedan`),
    ].join('\n');
    const preview = stockImportPreviewSchema.parse((await upload(manager, refusedSheet)).json());
    const state = stockImportStateSchema.parse(
      (await check(manager, preview.id, preview.mapping)).json(),
    );
    expect([state.counts.refused, state.refused.length]).toEqual([620, 500]);
    const all = await t.app.inject({
      url: `/api/v1/stock/imports/${preview.id}/refused`,
      headers: who(manager).headers,
    });
    expect(all.statusCode).toBe(200);
    const { refused } = all.json<{ refused: { line: number }[] }>();
    expect(refused).toHaveLength(620);
    expect(refused.at(-1)?.line).toBe(621);
    const others = await t.app.inject({
      url: `/api/v1/stock/imports/${preview.id}/refused`,
      headers: who('employee@nile.example').headers,
    });
    expect(others.statusCode).toBe(403);
  });

  it('remembers the confirmed mapping for the dealership next file', async () => {
    const first = stockImportPreviewSchema.parse((await upload(manager)).json());
    const corrected: ColumnMapping = [...first.mapping];
    corrected[10] = 'description';
    expect((await check(manager, first.id, corrected)).statusCode).toBe(200);
    const second = stockImportPreviewSchema.parse((await upload('admin@nile.example')).json());
    expect(second.mapping[10]).toBe('description');
  });

  it('lets only the admins and managers of the dealership import', async () => {
    expect((await upload('employee@nile.example')).statusCode).toBe(403);
    expect((await upload('rival@delta.example')).statusCode).toBe(403);
    const preview = stockImportPreviewSchema.parse((await upload(manager)).json());
    expect((await check('rival@delta.example', preview.id, preview.mapping)).statusCode).toBe(403);
    const unknown = await check(manager, 'imp_unknown', preview.mapping);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad files and bad mappings with a message, keeping nothing', async () => {
    const refusals = [
      await upload(manager, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'car.png'),
      await upload(
        manager,
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]),
        'old.xls',
      ),
      await upload(manager, `${'a,'.repeat(100_000)}a\n`),
      await upload(manager, Buffer.alloc(20 * 1024 * 1024 + 1, 0x61)),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 400, 413]);
    for (const response of refusals) expect(response.json()).toHaveProperty('message');
    expect(await t.db.selectFrom('stock_imports').selectAll().execute()).toEqual([]);

    const preview = stockImportPreviewSchema.parse((await upload(manager)).json());
    const withoutPrice = preview.mapping.map((field) => (field === 'price' ? null : field));
    const badMappings = [
      await check(manager, preview.id, withoutPrice),
      await check(manager, preview.id, ['make', 'make']),
      await check(manager, preview.id, ['flying']),
      await check(manager, preview.id, preview.mapping.slice(1)),
    ];
    expect(badMappings.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
    expect(await t.db.selectFrom('stock_import_rows').selectAll().execute()).toEqual([]);
  });

  describe('photos by zip', () => {
    /** A sheet whose rows are found by stock number, one by VIN alone. */
    const photoSheet = [
      'Stock,VIN,Make,Model,Year,Price,Transmission,Fuel,Body',
      'P-1,,Kia,Rio,2020,600000,manual,petrol,sedan',
      'P-2,,Kia,Rio,2021,610000,manual,petrol,sedan',
      'P-3,,Kia,Rio,2020,620000,manual,petrol,sedan',
      'P-4,,Kia,Rio,2020,630000,manual,petrol,sedan',
      ',KMHC851CGLU123456,Kia,Rio,2022,640000,manual,petrol,sedan',
    ].join('\n');
    const listedCar = {
      make: 'kia',
      model: 'Rio',
      first_registration: 2020,
      transmission: 'manual',
      fuel_type: 'petrol',
      body_style: 'sedan',
    } as const;

    const addPhotos = async (
      email: string,
      id: string,
      zip: Buffer | string,
      name = 'photos.zip',
    ) => {
      const body = await sheetUpload(name, zip);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/stock/imports/${id}/photos`,
        headers: { ...who(email).headers, ...body.headers },
        payload: body.payload,
      });
    };
    /** The files the storage keeps of the import (its sheet, its zip). */
    const kept = async (importId: string) =>
      (await filesUnder(t.mediaDir)).filter((file) => file.includes(importId));
    const picturesOf = (stockNumber: string) =>
      t.db
        .selectFrom('car_pictures')
        .innerJoin('cars', 'cars.id', 'car_pictures.car_id')
        .select(['car_pictures.name', 'car_pictures.status'])
        .where(sql<string>`coalesce(cars.stock_number, cars.vin)`, '=', stockNumber)
        .orderBy('car_pictures.position')
        .execute();

    it("stores a zip's photos, named by stock number or in its folder, on the cars without pictures once the import is written", async () => {
      // P-3 is listed already without a picture, P-4 with one: the zip brings P-3's only.
      await insertCar(t.db, dealerId, { ...listedCar, stock_number: 'P-3', price: 620_000 });
      const withPicture = await insertCar(t.db, dealerId, {
        ...listedCar,
        stock_number: 'P-4',
        price: 630_000,
      });
      await t.db
        .insertInto('car_pictures')
        .values({
          id: 'pic_listed',
          car_id: withPicture.id,
          position: 0,
          name: 'listed.jpg',
          file_key: 'car_images/test/listed.jpg',
          thumbnail_key: null,
          status: 'ready',
        })
        .execute();
      const [small, large] = await Promise.all([photoJpeg(320, 240), photoJpeg(640, 480)]);
      const entries: ZipEntry[] = [
        { name: 'P-1-2.jpg', data: large },
        { name: 'P-1-1.jpg', data: small },
        { name: 'P-2/' },
        { name: 'P-2/10.jpg', data: small },
        { name: 'P-2/2.jpg', data: large },
        { name: 'Photos/p-3-1.JPG', data: small },
        { name: 'P-4-1.jpg', data: small },
        { name: 'kmhc851cglu123456-1.jpg', data: small },
        { name: 'P-9-1.jpg', data: small },
        { name: 'notes.txt', data: 'P-1 has a scratch' },
      ];

      const preview = stockImportPreviewSchema.parse((await upload(manager, photoSheet)).json());
      expect(preview.mapping.slice(0, 2)).toEqual(['stockNumber', 'vin']);
      // A first zip, replaced by the second: only the second is kept.
      expect((await addPhotos(manager, preview.id, zipFile(entries.slice(0, 1)))).statusCode).toBe(
        200,
      );
      const added = await addPhotos(manager, preview.id, zipFile(entries), 'صور المخزون.zip');
      expect(added.statusCode, added.body).toBe(200);
      // Before the dry run the rows are not read: nothing is matched yet.
      expect(stockImportStateSchema.parse(added.json()).photoZip).toEqual({
        fileName: 'صور المخزون.zip',
        pictures: 8,
        matched: null,
        unmatched: null,
        skipped: 1,
      });
      expect(await kept(preview.id)).toHaveLength(2);

      const checkedState = stockImportStateSchema.parse(
        (await check(manager, preview.id, preview.mapping)).json(),
      );
      expect(checkedState.counts).toMatchObject({ add: 3, unchanged: 2 });
      expect(checkedState.photoZip).toMatchObject({ matched: 7, unmatched: 1, skipped: 1 });

      expect((await confirm(manager, preview.id)).statusCode).toBe(200);
      await jobsDone(t, 'stock-%');
      await pictureJobsDone(t);
      expect(await importState(preview.id)).toMatchObject({
        status: 'done',
        photosFetched: 6,
        photosFailed: 0,
        photoZip: { matched: 7, unmatched: 1 },
      });
      const ready = (...names: string[]) => names.map((name) => ({ name, status: 'ready' }));
      expect(await picturesOf('P-1')).toEqual(ready('P-1-1.jpg', 'P-1-2.jpg'));
      expect(await picturesOf('P-2')).toEqual(ready('2.jpg', '10.jpg'));
      expect(await picturesOf('P-3')).toEqual(ready('p-3-1.JPG'));
      expect(await picturesOf('P-4')).toEqual(ready('listed.jpg'));
      expect(await picturesOf('KMHC851CGLU123456')).toEqual(ready('kmhc851cglu123456-1.jpg'));
      // The sheet and the zip are gone from the storage once done.
      expect(await kept(preview.id)).toEqual([]);
      expect(await t.db.selectFrom('file_cleanup').selectAll().execute()).toEqual([]);
    });

    it("refuses a zip bomb, a name leading out of its folder, what is no zip and another dealership's import, keeping nothing", async () => {
      await seedTeam(t.db, 'Delta Cars', { 'rival@delta.example': ['manager', 'approved'] });
      const preview = stockImportPreviewSchema.parse((await upload(manager, photoSheet)).json());
      const jpeg = await photoJpeg(320, 240);
      const refusals = [
        // Declares more than 500 MB unpacked.
        await addPhotos(
          manager,
          preview.id,
          zipFile([
            { name: 'P-1-1.jpg', data: jpeg },
            ...Array.from({ length: 3 }, (_, index) => ({
              name: `film-${index}.mp4`,
              data: 'tiny',
              declaredSize: 200 * 1024 * 1024,
            })),
          ]),
        ),
        // Unpacks past the size it declares.
        await addPhotos(
          manager,
          preview.id,
          zipFile([{ name: 'P-1-1.jpg', data: Buffer.alloc(8 * 1024 * 1024), declaredSize: 4096 }]),
        ),
        await addPhotos(
          manager,
          preview.id,
          zipFile([
            { name: 'P-1-1.jpg', data: jpeg },
            { name: '../../P-2-1.jpg', data: jpeg },
          ]),
        ),
        await addPhotos(manager, preview.id, photoSheet, 'photos.zip'),
        await addPhotos(manager, preview.id, zipFile([{ name: 'notes.txt', data: 'no photos' }])),
      ];
      expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400]);
      expect(refusals.map((response) => response.json<{ message: string }>().message)).toEqual([
        'The zip holds more than 500 MB once unpacked',
        'The zip is damaged: a file in it cannot be unpacked',
        'The zip has a file whose name leads out of its folder',
        'The file is not a zip that can be read',
        'The zip holds no pictures: JPEG, PNG, WebP, HEIC, AVIF or GIF files of at most 4 MB',
      ]);
      const photos = zipFile([{ name: 'P-1-1.jpg', data: jpeg }]);
      expect((await addPhotos('rival@delta.example', preview.id, photos)).statusCode).toBe(403);
      expect((await addPhotos('employee@nile.example', preview.id, photos)).statusCode).toBe(403);
      expect((await addPhotos(manager, 'imp_unknown', photos)).statusCode).toBe(404);
      const withoutFile = await t.app.inject({
        method: 'POST',
        url: `/api/v1/stock/imports/${preview.id}/photos`,
        headers: { ...who(manager).headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
      expect(withoutFile.statusCode, withoutFile.body).toBe(400);
      expect((await importState(preview.id)).photoZip).toBeNull();
      expect(await kept(preview.id)).toHaveLength(1);
      expect(await t.db.selectFrom('file_cleanup').selectAll().execute()).toEqual([]);

      // Once confirmed, an import's photos no longer change.
      expect((await check(manager, preview.id, preview.mapping)).statusCode).toBe(200);
      expect((await confirm(manager, preview.id)).statusCode).toBe(200);
      const late = await addPhotos(manager, preview.id, photos);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toHaveProperty('message');
      await jobsDone(t, 'stock-%');
      expect((await importState(preview.id)).photoZip).toBeNull();
    });
  });
});
