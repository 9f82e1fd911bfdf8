import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carSchema } from '#shared/schemas/car';
import {
  carEditResponseSchema,
  pictureListResponseSchema,
  pictureUploadResponseSchema,
  type EditPicture,
} from '#shared/schemas/car-write';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/env';
import { retryDelayMs, scheduleRemoval, sweepFiles } from '#server/modules/pictures/file-cleanup';
import { sweepSpools, uploadBytesInFlight } from '#server/modules/pictures/upload-guard';
import { createLocalStorage } from '#server/storage/local-storage';
import type { Storage } from '#server/storage/storage';
import { carBody, seedTeam, signInAll, type Person } from '#test/car-write-fixtures';
import { databaseKinds, openTestDatabase, testEnv, testKeys, type DatabaseKind } from '#test/db';
import { pictureJobsDone, settledPictures } from '#test/jobs';
import {
  executable,
  filesUnder,
  jpegWithGps,
  multipart,
  padTo,
  photoJpeg,
  pngBomb,
  refusedFormats,
  slowPng,
  truncated,
  type UploadFile,
} from '#test/picture-fixtures';

const base = 'car_images/test';

/** The real app on local storage that a test can make fail on purpose. */
async function createPictureApp(kind: DatabaseKind) {
  const { db, jobs, jobsSchema, drop } = await openTestDatabase(kind);
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-pictures-'));
  const local = createLocalStorage(mediaDir);
  const faults: {
    put?: RegExp | undefined;
    remove?: boolean | undefined;
    beforePut?: ((key: string) => Promise<void>) | undefined;
    get?: boolean | undefined;
  } = {};
  const storage: Storage = {
    async put(key, body, type) {
      await faults.beforePut?.(key);
      if (faults.put?.test(key)) throw new Error(`storage refused ${key}`);
      await local.put(key, body, type);
    },
    async get(key) {
      if (faults.get) throw new Error('storage is unreachable');
      return local.get(key);
    },
    async remove(keys) {
      if (faults.remove) throw new Error('storage is unreachable');
      await local.remove(keys);
    },
    url: (key) => local.url(key),
  };
  // Spooled uploads go to a folder of this app's, so a test can see that none stays behind.
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-spool-'));
  const config = loadConfig({ ...testEnv(mediaDir), UPLOAD_TEMP_DIR: tempDir });
  // Tests lower these on the running app; `reset` puts them back.
  const defaults = structuredClone({ quotas: config.quotas, uploads: config.uploads });
  const app = await buildApp({
    config,
    db,
    jobs,
    storage,
    mediaDir,
    keys: testKeys,
  });
  return {
    app,
    db,
    jobsSchema,
    storage,
    mediaDir,
    tempDir,
    config,
    faults,
    async reset() {
      await pictureJobsDone({ db, jobsSchema });
      Object.assign(config.quotas, defaults.quotas);
      Object.assign(config.uploads, defaults.uploads);
      faults.put = undefined;
      faults.remove = undefined;
      faults.beforePut = undefined;
      faults.get = undefined;
      await db.deleteFrom('file_cleanup').execute();
      await db.deleteFrom('car_pictures').execute();
      await db.deleteFrom('cars').execute();
      await db.deleteFrom('team_members').execute();
      await db.deleteFrom('sessions').execute();
      await db.deleteFrom('dealers').execute();
      await db.deleteFrom('users').execute();
      await db.deleteFrom('upload_leases').execute();
      await rm(mediaDir, { recursive: true, force: true });
    },
    async close() {
      await app.close();
      await drop();
      await rm(mediaDir, { recursive: true, force: true });
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}

describe.each(databaseKinds)('car pictures on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createPictureApp>>;
  let who: (email: string) => Person;
  let carId: string;
  let smallJpeg: Buffer;

  beforeAll(async () => {
    t = await createPictureApp(kind);
    smallJpeg = await photoJpeg(64, 48);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const nile = await seedTeam(t.db, 'Nile Motors', {
      'admin@nile.test': ['admin', 'approved'],
      'manager@nile.test': ['manager', 'approved'],
      'emp@nile.test': ['employee', 'approved'],
    });
    await seedTeam(t.db, 'Delta Cars', { 'admin@delta.test': ['admin', 'approved'] });
    who = await signInAll(
      t.app,
      'admin@nile.test',
      'manager@nile.test',
      'emp@nile.test',
      'admin@delta.test',
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/car',
      headers: who('manager@nile.test').headers,
      payload: carBody(nile.id),
    });
    expect(created.statusCode, created.body).toBe(201);
    carId = carSchema.parse(created.json()).id;
  });

  const upload = async (files: UploadFile[], email = 'manager@nile.test', id = carId) => {
    const body = await multipart(files);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/pictures/car/${id}`,
      headers: { ...who(email).headers, ...body.headers },
      payload: body.payload,
    });
  };
  /** Uploads, sees every stored picture answered `processing`, and waits for their jobs. */
  const uploaded = async (files: UploadFile[], email = 'manager@nile.test') => {
    const response = await upload(files, email);
    expect(response.statusCode, response.body).toBe(200);
    const answer = pictureUploadResponseSchema.parse(response.json());
    for (const picture of answer.pictures) {
      expect(picture).toMatchObject({ status: 'processing', url: null, thumbnailUrl: null });
    }
    const ids = new Set(answer.pictures.map((picture) => picture.id));
    const settled = await settledPictures(t, who(email).headers, carId);
    return { ...answer, pictures: settled.filter((picture) => ids.has(picture.id)) };
  };
  const rows = () =>
    t.db.selectFrom('car_pictures').select(['id', 'position']).orderBy('position').execute();
  const cleanupKeys = async () =>
    (await t.db.selectFrom('file_cleanup').select('key').orderBy('key').execute()).map(
      (row) => row.key,
    );
  const media = () => filesUnder(t.mediaDir);
  const expectNothingStored = async () => {
    expect(await rows()).toEqual([]);
    expect(await media()).toEqual([]);
    expect(await cleanupKeys()).toEqual([]);
  };
  const publicCar = async () => {
    const response = await t.app.inject({ url: `/api/v1/car/${carId}` });
    expect(response.statusCode, response.body).toBe(200);
    return carSchema.parse(response.json());
  };
  const fileOf = (url: string | null) =>
    path.join(t.mediaDir, (url ?? '').replace(/^\/media\//, ''));

  it('stores each picture re-encoded, upright, without EXIF or GPS, with its thumbnail and sizes', async () => {
    const gps = await jpegWithGps(640, 480);
    const gpsMeta = await sharp(gps).metadata();
    expect(gpsMeta.orientation).toBe(6);
    expect(gpsMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPSInfo tag
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: '#cc2222' },
    })
      .png()
      .toBuffer();

    const answer = await uploaded([
      { name: 'front.jpg', body: await photoJpeg(1200, 800) },
      { name: 'C:\\photos\\side.jpg', body: gps },
      { name: 'back.png', body: png, type: 'image/png' },
    ]);
    expect(answer.refused).toEqual([]);
    expect(answer.pictures.map((p) => [p.name, p.isShowcase])).toEqual([
      ['front.jpg', true],
      ['side.jpg', false],
      ['back.png', false],
    ]);
    const [front, side, back] = answer.pictures as [EditPicture, EditPicture, EditPicture];
    const folder = (picture: EditPicture) => `/media/${base}/${carId}/${picture.id}`;
    expect(front).toMatchObject({
      url: `${folder(front)}/original.webp`,
      thumbnailUrl: `${folder(front)}/thumb.png`,
      srcset: [
        `${folder(front)}/w320.webp 320w`,
        `${folder(front)}/w480.webp 480w`,
        `${folder(front)}/w960.webp 960w`,
        `${folder(front)}/original.webp 1200w`,
      ].join(', '),
    });
    expect(side.srcset).toBe(`${folder(side)}/w320.webp 320w, ${folder(side)}/original.webp 480w`);
    expect(back.srcset).toBe(`${folder(back)}/original.webp 300w`);

    const stored = await media();
    expect(stored).toEqual(
      [
        ...['original.webp', 'thumb.png', 'w320.webp', 'w480.webp', 'w960.webp'].map(
          (file) => `${base}/${carId}/${front.id}/${file}`,
        ),
        ...['original.webp', 'thumb.png', 'w320.webp'].map(
          (file) => `${base}/${carId}/${side.id}/${file}`,
        ),
        ...['original.webp', 'thumb.png'].map((file) => `${base}/${carId}/${back.id}/${file}`),
      ].sort(),
    );
    // No stored file carries EXIF (GPS included), XMP or an ICC profile.
    for (const file of stored) {
      const bytes = await readFile(path.join(t.mediaDir, file));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.icc, file).toBeUndefined();
      expect(bytes.includes(Buffer.from('Exif')), file).toBe(false);
      expect(meta.format, file).toBe(file.endsWith('.png') ? 'png' : 'webp');
    }
    // The phone picture is turned upright: 640x480 with orientation 6 shows as 480x640.
    const upright = await sharp(await readFile(fileOf(side.url))).metadata();
    expect([upright.width, upright.height]).toEqual([480, 640]);
    const capped = await sharp(await readFile(fileOf(front.url))).metadata();
    expect([capped.width, capped.height]).toEqual([1200, 800]);

    // Served under /media.
    const served = await t.app.inject({ url: front.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // The public car: showcase first, og the showcase's 803x493 PNG letterboxed on black.
    const car = await publicCar();
    expect(Object.keys(car.pictures)).toEqual(['showcase', side.id, back.id, 'og']);
    expect(car.pictures.showcase).toEqual({
      name: 'front.jpg',
      url: front.url,
      srcset: front.srcset,
    });
    expect(car.pictures.og).toEqual({ name: 'front.jpg', url: front.thumbnailUrl });
    const og = await readFile(fileOf(car.pictures.og?.url ?? ''));
    const ogMeta = await sharp(og).metadata();
    expect([ogMeta.format, ogMeta.width, ogMeta.height]).toEqual(['png', 803, 493]);
    const { data, info } = await sharp(og)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [...data.subarray(at, at + 3)];
    };
    // 1200x800 is narrower than 803x493: black bars left and right, the picture in the middle.
    expect(pixel(0, 0)).toEqual([0, 0, 0]);
    expect(pixel(802, 492)).toEqual([0, 0, 0]);
    expect(pixel(401, 246)).not.toEqual([0, 0, 0]);

    const editFor = (email: string) =>
      t.app.inject({ url: `/api/v1/car/${carId}/edit`, headers: who(email).headers });
    expect((await editFor('emp@nile.test')).statusCode).toBe(403);
    const edit = carEditResponseSchema.parse((await editFor('manager@nile.test')).json());
    expect(edit.pictures).toEqual(answer.pictures);
    expect(await cleanupKeys()).toEqual([]);
  });

  it('reorders the pictures, chooses the showcase and deletes one, files included', async () => {
    const { pictures } = await uploaded(
      ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => ({ name, body: smallJpeg })),
    );
    const [a, b, c] = pictures.map((picture) => picture.id) as [string, string, string];
    const put = (url: string, payload: object, email = 'manager@nile.test') =>
      t.app.inject({ method: 'PUT', url, headers: who(email).headers, payload });
    const order = (ids: string[], email?: string) =>
      put(`/api/v1/pictures/car/${carId}/order`, { pictureIds: ids }, email);
    const showcase = (pictureId: string, email?: string) =>
      put(`/api/v1/pictures/car/${carId}/showcase`, { pictureId }, email);
    const listed = (response: { statusCode: number; body: string; json: () => unknown }) => {
      expect(response.statusCode, response.body).toBe(200);
      return pictureListResponseSchema
        .parse(response.json())
        .pictures.map((picture) => [picture.name, picture.isShowcase]);
    };

    expect(listed(await order([c, a, b]))).toEqual([
      ['c.jpg', true],
      ['a.jpg', false],
      ['b.jpg', false],
    ]);
    expect(Object.keys((await publicCar()).pictures)).toEqual(['showcase', a, b, 'og']);
    expect(listed(await showcase(b))).toEqual([
      ['c.jpg', false],
      ['a.jpg', false],
      ['b.jpg', true],
    ]);
    const car = await publicCar();
    expect(Object.keys(car.pictures)).toEqual(['showcase', c, a, 'og']);
    expect(car.pictures.showcase?.name).toBe('b.jpg');
    expect(car.pictures.og?.url).toBe(`/media/${base}/${carId}/${b}/thumb.png`);

    for (const ids of [
      [c, a],
      [c, a, b, 'pic_other'],
      [c, a, 'pic_other'],
    ]) {
      const response = await order(ids);
      expect(response.statusCode, JSON.stringify(ids)).toBe(400);
      expect(response.json().message).toMatch(/exactly once/);
    }
    expect((await order([c, a, a])).statusCode).toBe(400);
    expect((await order([])).statusCode).toBe(400);
    expect((await showcase('pic_other')).statusCode).toBe(404);
    // An employee may not touch a manager's car; the other dealership neither.
    for (const email of ['emp@nile.test', 'admin@delta.test']) {
      expect((await order([a, b, c], email)).statusCode, email).toBe(403);
      expect((await showcase(a, email)).statusCode, email).toBe(403);
      const removal = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/pictures/car/${carId}/${a}`,
        headers: who(email).headers,
      });
      expect(removal.statusCode, email).toBe(403);
    }
    expect((await rows()).map((row) => row.id)).toEqual([c, a, b]);

    // Deleting the showcase picture: its files go, and the first picture becomes the showcase.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/pictures/car/${carId}/${b}`,
      headers: who('admin@nile.test').headers,
    });
    expect(listed(removed)).toEqual([
      ['c.jpg', true],
      ['a.jpg', false],
    ]);
    expect((await media()).filter((file) => file.includes(b))).toEqual([]);
    expect((await media()).length).toBe(4);
    expect(await cleanupKeys()).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/pictures/car/${carId}/${b}`,
      headers: who('admin@nile.test').headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('deletes a car with its pictures from the media folder', async () => {
    await uploaded([
      { name: 'a.jpg', body: await photoJpeg(1000, 700) },
      { name: 'b.jpg', body: smallJpeg },
    ]);
    expect((await media()).length).toBe(7);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/car/${carId}`,
      headers: who('admin@nile.test').headers,
    });
    expect(response.statusCode).toBe(204);
    await expectNothingStored();
    expect(await t.db.selectFrom('cars').select('id').execute()).toEqual([]);
  });

  describe('refuses bad uploads with a clear message and stores nothing', () => {
    it('an executable renamed .jpg', async () => {
      const response = await upload([{ name: 'virus.jpg', body: await executable() }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message:
          '"virus.jpg" is not a JPEG, PNG, WebP, HEIC, AVIF or GIF picture, or it is damaged or cut short',
      });
      await expectNothingStored();
    });

    it('an image of 4,194,305 bytes (413), while one of exactly 4,194,304 bytes is taken', async () => {
      const image = await photoJpeg(400, 300);
      const tooBig = await upload([{ name: 'big.jpg', body: padTo(image, 4_194_305) }]);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toEqual({
        message: '"big.jpg" is larger than 4,194,304 bytes (4 MB), the limit for one picture',
      });
      await expectNothingStored();
      const atLimit = await uploaded([{ name: 'limit.jpg', body: padTo(image, 4_194_304) }]);
      expect(atLimit.pictures.map((picture) => picture.name)).toEqual(['limit.jpg']);
    });

    it('31 files in one upload, while 30 are taken', async () => {
      const files = (count: number) =>
        Array.from({ length: count }, (_, index) => ({ name: `${index}.jpg`, body: smallJpeg }));
      const response = await upload(files(31));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^At most 30 files per upload; nothing was stored/);
      await expectNothingStored();
      const thirty = await uploaded(files(30));
      expect(thirty.pictures.map((picture) => picture.name)).toEqual(
        files(30).map((file) => file.name),
      );
      expect((await rows()).map((row) => row.position)).toEqual(
        Array.from({ length: 30 }, (_, index) => index),
      );
    });

    it('a 20000x20000 PNG (a decompression bomb), before decoding its pixels', async () => {
      const bomb = pngBomb(20_000);
      expect(bomb.length).toBeLessThan(100_000);
      const started = Date.now();
      const response = await upload([{ name: 'bomb.png', body: bomb, type: 'image/png' }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: '"bomb.png" is too large: more than 50,000,000 pixels',
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      await expectNothingStored();
    });

    it('a car of another dealership, a car one may not edit, no sign-in, an unknown car', async () => {
      const files = [{ name: 'a.jpg', body: smallJpeg }];
      const other = await upload(files, 'admin@delta.test');
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({
        message: "Only the approved team of the car's dealership can change it",
      });
      const employee = await upload(files, 'emp@nile.test');
      expect(employee.statusCode).toBe(403);
      expect(employee.json()).toEqual({
        message: 'Employees can only change the cars they added',
      });
      const body = await multipart(files);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/v1/pictures/car/${carId}`,
        headers: body.headers,
        payload: body.payload,
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await upload(files, 'admin@nile.test', 'car_unknown')).statusCode).toBe(404);
      await expectNothingStored();
    });

    it('a body that is not a multipart upload of files', async () => {
      const json = await t.app.inject({
        method: 'POST',
        url: `/api/v1/pictures/car/${carId}`,
        headers: who('manager@nile.test').headers,
        payload: { pictures: ['a.jpg'] },
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual({ message: 'Send the pictures as multipart/form-data' });
      const empty = await upload([]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ message: 'No pictures in the upload' });
      await expectNothingStored();
    });
  });

  it('stores the good files of an upload and names each refused one', async () => {
    const image = await photoJpeg(400, 300);
    const answer = await uploaded([
      { name: 'good.jpg', body: image },
      { name: 'big.jpg', body: padTo(image, 5_000_000) },
      { name: 'virus.jpg', body: await executable() },
      { name: 'also-good.jpg', body: smallJpeg },
    ]);
    expect(answer.pictures.map((picture) => picture.name)).toEqual(['good.jpg', 'also-good.jpg']);
    expect(answer.refused).toEqual([
      {
        name: 'big.jpg',
        message: '"big.jpg" is larger than 4,194,304 bytes (4 MB), the limit for one picture',
      },
      {
        name: 'virus.jpg',
        message:
          '"virus.jpg" is not a JPEG, PNG, WebP, HEIC, AVIF or GIF picture, or it is damaged or cut short',
      },
    ]);
    expect((await rows()).length).toBe(2);
    expect((await media()).length).toBe(5);

    // Every file refused, for different reasons: 400 naming them all.
    const none = await upload([
      { name: 'big.jpg', body: padTo(image, 5_000_000) },
      { name: 'virus.jpg', body: await executable() },
    ]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/^None of the 2 files was stored: "big.jpg" .*"virus.jpg"/);
    expect((await rows()).length).toBe(2);
  });

  describe('processing in jobs (docs/decisions/134)', () => {
    const headers = () => who('manager@nile.test').headers;
    const retry = (pictureId: string, email = 'manager@nile.test') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/pictures/car/${carId}/${pictureId}/retry`,
        headers: who(email).headers,
      });
    const uploadKey = (pictureId: string) => `${base}/${carId}/${pictureId}/upload`;

    it('fails a picture that does not decode in its job, with the reason; retry and delete', async () => {
      const cut = truncated(await photoJpeg(800, 600));
      const answer = await uploaded([
        { name: 'cut.jpg', body: cut },
        { name: 'good.jpg', body: smallJpeg },
      ]);
      const [broken, good] = answer.pictures as [EditPicture, EditPicture];
      const reason =
        '"cut.jpg" is not a JPEG, PNG, WebP, HEIC, AVIF or GIF picture, or it is damaged or cut short';
      expect(broken).toMatchObject({ status: 'failed', failure: reason, url: null, srcset: '' });
      expect(good).toMatchObject({ status: 'ready', failure: null });
      // The upload stays for a retry; the public car shows only the good picture.
      expect(await media()).toContain(uploadKey(broken.id));
      const car = await publicCar();
      expect(Object.keys(car.pictures)).toEqual(['showcase', 'og']);
      expect(car.pictures.showcase?.name).toBe('good.jpg');

      // Retry: processing again, and failed again for the same reason.
      expect((await retry(broken.id, 'emp@nile.test')).statusCode).toBe(403);
      const again = await retry(broken.id);
      expect(again.statusCode, again.body).toBe(200);
      const listed = pictureListResponseSchema.parse(again.json()).pictures;
      expect(listed.find((picture) => picture.id === broken.id)?.status).toBe('processing');
      const settled = await settledPictures(t, headers(), carId);
      expect(settled.find((picture) => picture.id === broken.id)).toMatchObject({
        status: 'failed',
        failure: reason,
      });
      const notFailed = await retry(good.id);
      expect(notFailed.statusCode).toBe(409);
      expect(notFailed.json()).toEqual({
        message: 'The picture is ready; only a failed picture is tried again',
      });
      expect((await retry('pic_unknown')).statusCode).toBe(404);

      // Deleting it removes its upload.
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/pictures/car/${carId}/${broken.id}`,
        headers: headers(),
      });
      expect(removed.statusCode).toBe(200);
      expect((await media()).filter((file) => file.includes(broken.id))).toEqual([]);
      expect(await cleanupKeys()).toEqual([]);
    });

    it('retries a job whose storage failed, fails the picture when it keeps failing, and a retry finishes it', async () => {
      // Storage cannot be read once: the queue tries again, and the picture is made.
      let failures = 1;
      t.faults.beforePut = undefined;
      const flaky = t.storage.get;
      t.storage.get = async (key) => {
        if (failures-- > 0) throw new Error('storage is unreachable');
        return flaky(key);
      };
      try {
        const [first] = (await uploaded([{ name: 'a.jpg', body: smallJpeg }])).pictures;
        expect(first?.status).toBe('ready');
      } finally {
        t.storage.get = flaky;
      }

      // The thumbnail can never be written: every retry fails, the picture ends failed, and no
      // file of its attempts stays but the upload.
      t.faults.put = /thumb\.png$/;
      const response = await upload([{ name: 'b.jpg', body: await photoJpeg(1000, 700) }]);
      expect(response.statusCode).toBe(200);
      const [b] = pictureUploadResponseSchema.parse(response.json()).pictures;
      const failed = (await settledPictures(t, headers(), carId)).find((p) => p.id === b?.id);
      expect(failed).toMatchObject({
        status: 'failed',
        failure: '"b.jpg" could not be processed; try again',
      });
      expect((await media()).filter((file) => file.includes(b?.id ?? '?'))).toEqual([
        uploadKey(b?.id ?? ''),
      ]);

      t.faults.put = undefined;
      expect((await retry(b?.id ?? '')).statusCode).toBe(200);
      const done = (await settledPictures(t, headers(), carId)).find((p) => p.id === b?.id);
      expect(done).toMatchObject({ status: 'ready', failure: null });
      expect((await media()).filter((file) => file.includes(b?.id ?? '?')).length).toBe(5);
      expect(await cleanupKeys()).toEqual([]);
    });

    it('removes the files of a car deleted while its pictures are processing', async () => {
      let deleting: Promise<unknown> | undefined;
      t.faults.beforePut = async (key) => {
        if (!key.endsWith('/original.webp') || deleting) return;
        deleting = t.app.inject({
          method: 'DELETE',
          url: `/api/v1/car/${carId}`,
          headers: headers(),
        });
        await deleting;
      };
      const response = await upload([
        { name: 'a.jpg', body: await photoJpeg(1000, 700) },
        { name: 'b.jpg', body: smallJpeg },
      ]);
      expect(response.statusCode).toBe(200);
      await pictureJobsDone(t);
      expect(((await deleting) as { statusCode: number }).statusCode).toBe(204);
      await expectNothingStored();
    });

    it('shows a processing showcase as nothing new: the public car keeps its ready pictures', async () => {
      const [ready] = (await uploaded([{ name: 'ready.jpg', body: smallJpeg }])).pictures;
      let resume = () => {};
      const held = new Promise<void>((resolve) => (resume = resolve));
      t.faults.beforePut = async (key) => {
        if (key.endsWith('/original.webp')) await held;
      };
      try {
        const response = await upload([{ name: 'new.jpg', body: smallJpeg }]);
        const [fresh] = pictureUploadResponseSchema.parse(response.json()).pictures;
        const chosen = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/pictures/car/${carId}/showcase`,
          headers: headers(),
          payload: { pictureId: fresh?.id },
        });
        expect(chosen.statusCode).toBe(200);
        const car = await publicCar();
        expect(Object.keys(car.pictures)).toEqual(['showcase', 'og']);
        expect(car.pictures.showcase?.name).toBe(ready?.name);
        const mine = await t.app.inject({ url: '/api/v1/car/mine', headers: headers() });
        expect(mine.json().cars[0]).toMatchObject({ picturesProcessing: 1, picturesFailed: 0 });
      } finally {
        resume();
      }
      await pictureJobsDone(t);
      expect((await publicCar()).pictures.showcase?.name).toBe('new.jpg');
    });
  });

  it('stores an upload whole or not at all when its car goes', async () => {
    const image = await photoJpeg(1000, 700);

    // The car is deleted while its pictures are written: no row, and the files go again.
    let deleted = false;
    t.faults.beforePut = async () => {
      if (deleted) return;
      deleted = true;
      await t.db.deleteFrom('cars').where('id', '=', carId).execute();
    };
    const gone = await upload([{ name: 'a.jpg', body: image }]);
    expect(gone.statusCode).toBe(404);
    await expectNothingStored();
  });

  it('keeps files it could not remove on the list, and the sweeper removes them later', async () => {
    await uploaded([
      { name: 'a.jpg', body: await photoJpeg(1000, 700) },
      { name: 'b.jpg', body: smallJpeg },
    ]);
    const stored = await media();
    expect(stored.length).toBe(7);
    t.faults.remove = true;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/car/${carId}`,
      headers: who('manager@nile.test').headers,
    });
    expect(response.statusCode).toBe(204);
    // The rows are gone at once; the files wait on the list with the reason.
    expect(await rows()).toEqual([]);
    expect(await media()).toEqual(stored);
    const listed = await t.db
      .selectFrom('file_cleanup')
      .select(['key', 'attempts', 'last_error'])
      .orderBy('key')
      .execute();
    expect(listed).toEqual(
      stored.map((key) => ({ key, attempts: 1, last_error: 'storage is unreachable' })),
    );
    // Not yet due: the sweeper leaves them.
    expect(await sweepFiles(t.db, t.storage)).toEqual({ removed: 0, failed: 0 });

    t.faults.remove = false;
    const later = new Date(Date.now() + retryDelayMs + 1000);
    expect(await sweepFiles(t.db, t.storage, { now: later })).toEqual({ removed: 7, failed: 0 });
    await expectNothingStored();

    // What an interrupted upload leaves (files written, no row) is swept the same way.
    const key = `${base}/${carId}/pic_orphan/original.webp`;
    await scheduleRemoval(t.db, [key], new Date());
    await t.storage.put(key, smallJpeg, 'image/webp');
    expect(await sweepFiles(t.db, t.storage)).toEqual({ removed: 1, failed: 0 });
    await expectNothingStored();
  });
  describe('formats and decoding time (docs/decisions/054)', () => {
    it('refuses an SVG, a TIFF, a PPM and a pixel-flood PNG with 400, storing nothing', async () => {
      for (const file of await refusedFormats()) {
        const response = await upload([file]);
        expect(response.statusCode, file.name).toBe(400);
        expect(response.json().message, file.name).toMatch(
          new RegExp(
            `^"${file.name}" is (not a JPEG, PNG, WebP, HEIC, AVIF or GIF picture|too large)`,
          ),
        );
        await expectNothingStored();
      }
    });

    it('fails a picture that takes longer than the time limit to read', async () => {
      // A picture's read takes about a second here: a limit far below it, whatever the machine.
      const limit = t.config.uploads.timeoutSeconds;
      t.config.uploads.timeoutSeconds = 0.05;
      try {
        const [slow] = (await uploaded([{ name: 'slow.png', body: await slowPng() }])).pictures;
        expect(slow).toMatchObject({
          status: 'failed',
          failure: '"slow.png" took longer than the limit of 0.05 s to read',
        });
      } finally {
        t.config.uploads.timeoutSeconds = limit;
      }
    });
  });

  describe('quotas and uploads in flight (docs/decisions/053)', () => {
    const pictureCount = async () => (await rows()).length;

    it("stores no more pictures than the dealership's quota, then refuses before reading", async () => {
      t.config.quotas.picturesPerDealer = 2;
      const answer = await uploaded([
        { name: 'a.jpg', body: smallJpeg },
        { name: 'b.jpg', body: smallJpeg },
        { name: 'c.jpg', body: smallJpeg },
      ]);
      expect(answer.pictures.map((picture) => picture.name)).toEqual(['a.jpg', 'b.jpg']);
      expect(answer.refused).toEqual([
        {
          name: 'c.jpg',
          message: '"c.jpg" was not stored: the dealership has reached its limit of 2 pictures',
        },
      ]);
      const full = await upload([{ name: 'd.jpg', body: smallJpeg }]);
      expect(full.statusCode).toBe(409);
      expect(full.json()).toEqual({
        message:
          'No pictures were stored: the dealership has reached its limit of 2 pictures. Delete some to add others.',
      });
      expect(await pictureCount()).toBe(2);
      expect(await cleanupKeys()).toEqual([]);
    });

    it("stores no more bytes than the dealership's quota", async () => {
      await uploaded([{ name: 'a.jpg', body: smallJpeg }]);
      const used = await t.db.selectFrom('car_pictures').select('bytes').executeTakeFirstOrThrow();
      expect(used.bytes).toBeGreaterThan(0);
      const before = await media();
      t.config.quotas.pictureBytesPerDealer = used.bytes + 1;
      const response = await upload([
        { name: 'b.jpg', body: smallJpeg },
        { name: 'c.jpg', body: smallJpeg },
      ]);
      expect(response.statusCode).toBe(409);
      const message: string = response.json().message;
      for (const name of ['b.jpg', 'c.jpg']) {
        expect(message).toContain(
          `"${name}" was not stored: the dealership's pictures have reached their limit of 0 MB`,
        );
      }
      expect(await pictureCount()).toBe(1);
      expect(await media()).toEqual(before);
      expect(await cleanupKeys()).toEqual([]);
    });

    it('takes one upload at a time from each user, and refuses another with 429', async () => {
      let resume = () => {};
      const paused = new Promise<void>((resolve) => (resume = resolve));
      let started = () => {};
      const writing = new Promise<void>((resolve) => (started = resolve));
      t.faults.beforePut = async () => {
        started();
        await paused;
      };
      const first = upload([{ name: 'first.jpg', body: smallJpeg }]);
      await writing;
      t.faults.beforePut = undefined;
      const second = await upload([{ name: 'second.jpg', body: smallJpeg }]);
      expect(second.statusCode).toBe(429);
      expect(second.json()).toEqual({
        message: 'Wait until your other upload has finished, then try again',
      });
      // Another member of the team is not held up.
      const other = await upload([{ name: 'other.jpg', body: smallJpeg }], 'admin@nile.test');
      expect(other.statusCode, other.body).toBe(200);
      resume();
      expect((await first).statusCode).toBe(200);
      expect((await upload([{ name: 'again.jpg', body: smallJpeg }])).statusCode).toBe(200);
      expect(await t.db.selectFrom('upload_leases').selectAll().execute()).toEqual([]);
    });

    it('refuses with 503 and Retry-After an upload that would take the process over its bytes', async () => {
      t.config.uploads.tempBytesPerProcess = 1024 * 1024;
      const big = padTo(smallJpeg, 2 * 1024 * 1024);
      const response = await upload([{ name: 'big.jpg', body: big }]);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json()).toEqual({
        message: 'The server is busy with other uploads; try again in a minute',
      });
      await expectNothingStored();
      expect(uploadBytesInFlight()).toBe(0);
      // A smaller upload still fits.
      await uploaded([{ name: 'small.jpg', body: smallJpeg }]);
    });

    it('removes the spooled files whatever happens, and the sweeper those of a dead process', async () => {
      const body = await multipart([{ name: 'cut.jpg', body: smallJpeg }]);
      const aborted = await t.app.inject({
        method: 'POST',
        url: `/api/v1/pictures/car/${carId}`,
        headers: { ...who('manager@nile.test').headers, ...body.headers },
        payload: body.payload.subarray(0, body.payload.length - 30),
      });
      expect(aborted.statusCode).toBe(400);
      expect((await upload([{ name: 'bad.jpg', body: await executable() }])).statusCode).toBe(400);
      await uploaded([{ name: 'good.jpg', body: smallJpeg }]);
      t.config.quotas.picturesPerDealer = 1;
      expect((await upload([{ name: 'more.jpg', body: smallJpeg }])).statusCode).toBe(409);
      expect(await filesUnder(t.tempDir)).toEqual([]);

      const { mkdir, utimes, writeFile } = await import('node:fs/promises');
      const dead = path.join(t.tempDir, 'arabeya-upload-dead');
      const live = path.join(t.tempDir, 'arabeya-upload-live');
      for (const folder of [dead, live]) {
        await mkdir(folder);
        await writeFile(path.join(folder, '0'), smallJpeg);
      }
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await utimes(dead, twoHoursAgo, twoHoursAgo);
      expect(await sweepSpools(t.config.uploads, 60 * 60 * 1000)).toBe(1);
      expect(await filesUnder(t.tempDir)).toEqual(['arabeya-upload-live/0']);
      await rm(live, { recursive: true });
    });
  });
});
