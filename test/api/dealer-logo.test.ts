import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { maxUploadBytes } from '#shared/reference/limits';
import { dealerDetailSchema } from '#shared/schemas/dealer';
import { newId } from '#server/lib/ids';
import { bearer, bearerOrAnonymous, signIn } from '#test/auth';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { dealerProfile as profile } from '#test/factories';
import {
  executable,
  filesUnder,
  multipart,
  padTo,
  photoJpeg,
  refusedFormats,
  slowPng,
} from '#test/picture-fixtures';

describe.each(databaseKinds)('dealer logo on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let dealerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  let defaultUploads: TestApp['config']['uploads'];
  beforeEach(async () => {
    defaultUploads ??= { ...t.config.uploads };
    // Tests lower these on the running app.
    Object.assign(t.config.uploads, defaultUploads);
    await t.reset();
    adminToken = await signIn(t.app, 'founder@example.org');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dealer/register',
      headers: bearer(adminToken),
      payload: profile,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    dealerId = dealerDetailSchema.parse(registered.json()).id;
  });

  const upload = async (
    token: string | undefined,
    file: { name: string; body: Buffer },
    dealer = dealerId,
  ) => {
    const form = await multipart([file]);
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/dealer/${dealer}/logo`,
      headers: { ...form.headers, ...bearerOrAnonymous(token) },
      payload: form.payload,
    });
  };
  const logoFiles = async () =>
    (await filesUnder(t.mediaDir)).filter((file) => file.includes(`/dealers/${dealerId}/`));
  const storedLogoKey = async () =>
    (
      await t.db
        .selectFrom('dealers')
        .select('logo_key')
        .where('id', '=', dealerId)
        .executeTakeFirstOrThrow()
    ).logo_key;

  it("stores an admin's logo re-encoded as WebP and answers its URL", async () => {
    const response = await upload(adminToken, {
      name: 'logo.jpg',
      body: await photoJpeg(1200, 800),
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = dealerDetailSchema.parse(response.json());
    expect(detail.logoUrl).toMatch(
      new RegExp(`^/media/car_images/test/dealers/${dealerId}/logo_.+\\.webp$`),
    );
    const files = await logoFiles();
    expect(files).toHaveLength(1);
    const stored = await sharp(`${t.mediaDir}/${files[0]}`).metadata();
    expect(stored.format).toBe('webp');
    expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBe(512);

    const publicDetail = await t.app.inject({ url: `/api/v1/dealer/${dealerId}` });
    expect(dealerDetailSchema.parse(publicDetail.json()).logoUrl).toBe(detail.logoUrl);
  });

  it('replaces the old logo file and removes it, and deletes the logo', async () => {
    await upload(adminToken, { name: 'first.jpg', body: await photoJpeg(300, 300) });
    const first = await logoFiles();
    const second = await upload(adminToken, {
      name: 'second.jpg',
      body: await photoJpeg(400, 300),
    });
    expect(second.statusCode, second.body).toBe(200);
    const files = await logoFiles();
    expect(files).toHaveLength(1);
    expect(files).not.toEqual(first);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/dealer/${dealerId}/logo`,
      headers: bearer(adminToken),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(dealerDetailSchema.parse(removed.json()).logoUrl).toBeNull();
    expect(await logoFiles()).toEqual([]);
    const listed = await t.db.selectFrom('file_cleanup').select('key').execute();
    expect(listed).toEqual([]);
  });

  it('refuses other users before storing anything', async () => {
    await t.db
      .insertInto('team_members')
      .values({
        id: newId('tm'),
        dealer_id: dealerId,
        user_id: null,
        email: 'staff@example.org',
        role: 'manager',
        status: 'approved',
      })
      .execute();
    const body = await photoJpeg(200, 200);
    const manager = await upload(await signIn(t.app, 'staff@example.org'), { name: 'a.jpg', body });
    expect(manager.statusCode).toBe(403);
    expect(manager.json()).toEqual({
      message: "Only the dealership's admins can edit its profile",
    });
    const stranger = await upload(await signIn(t.app, 'other@example.org'), {
      name: 'a.jpg',
      body,
    });
    expect(stranger.statusCode).toBe(403);
    expect((await upload(undefined, { name: 'a.jpg', body })).statusCode).toBe(401);
    expect((await upload(adminToken, { name: 'a.jpg', body }, 'dlr_unknown')).statusCode).toBe(404);
    expect(await logoFiles()).toEqual([]);
    expect(await storedLogoKey()).toBeNull();
  });

  it('refuses files that are not images or are too large, naming them', async () => {
    const notImage = await upload(adminToken, { name: 'logo.png', body: await executable() });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe(
      '"logo.png" is not a JPEG, PNG, WebP, HEIC, AVIF or GIF picture, or it is damaged or cut short',
    );

    const large = padTo(await photoJpeg(400, 400), maxUploadBytes + 1);
    const tooLarge = await upload(adminToken, { name: 'huge.jpg', body: large });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(
      '"huge.jpg" is larger than 4,194,304 bytes (4 MB), the limit for a logo',
    );

    const notMultipart = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/dealer/${dealerId}/logo`,
      headers: bearer(adminToken),
      payload: { logo: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().message).toBe('Send the logo as multipart/form-data');

    expect(await logoFiles()).toEqual([]);
    expect(await storedLogoKey()).toBeNull();
  });
  it('refuses an SVG, a TIFF, a PPM and a pixel-flood PNG with 400, storing nothing', async () => {
    for (const file of await refusedFormats()) {
      const response = await upload(adminToken, file);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json().message, file.name).toMatch(
        new RegExp(
          `^"${file.name}" is (not a JPEG, PNG, WebP, HEIC, AVIF or GIF picture|too large)`,
        ),
      );
    }
    expect(await logoFiles()).toEqual([]);
    expect(await storedLogoKey()).toBeNull();
  });

  it('refuses a logo that takes longer than the time limit to read', async () => {
    // A picture's read takes about a second here: a limit far below it, whatever the machine.
    const limit = t.config.uploads.timeoutSeconds;
    t.config.uploads.timeoutSeconds = 0.05;
    try {
      const response = await upload(adminToken, { name: 'slow.png', body: await slowPng() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: '"slow.png" took longer than the limit of 0.05 s to read',
      });
      expect(await logoFiles()).toEqual([]);
    } finally {
      t.config.uploads.timeoutSeconds = limit;
    }
  });

  it("refuses a logo while the user's other upload is in flight, and over the process's bytes", async () => {
    const body = await photoJpeg(200, 200);
    const { userId } = await t.db
      .selectFrom('sessions')
      .select('user_id as userId')
      .executeTakeFirstOrThrow();
    const lease = (minutes: number) =>
      t.db
        .insertInto('upload_leases')
        .values({ user_id: userId, expires_at: new Date(Date.now() + minutes * 60_000) })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({
            expires_at: new Date(Date.now() + minutes * 60_000),
          }),
        )
        .execute();
    await lease(10);
    const busy = await upload(adminToken, { name: 'a.jpg', body });
    expect(busy.statusCode).toBe(429);
    // A lease left by a process that died runs out.
    await lease(-1);
    expect((await upload(adminToken, { name: 'a.jpg', body })).statusCode).toBe(200);
    expect(await t.db.selectFrom('upload_leases').selectAll().execute()).toEqual([]);

    t.config.uploads.tempBytesPerProcess = 1024 * 1024;
    const big = await upload(adminToken, { name: 'big.jpg', body: padTo(body, 2 * 1024 * 1024) });
    expect(big.statusCode).toBe(503);
    expect(big.headers['retry-after']).toBe('30');
    expect((await logoFiles()).length).toBe(1);
  });
});
