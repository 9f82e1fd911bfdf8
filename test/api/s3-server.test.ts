import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carSchema } from '#shared/schemas/car';
import { pictureUploadResponseSchema } from '#shared/schemas/car-write';
import { createS3Storage, objectCacheControl } from '#server/storage/s3-storage';
import { carBody, seedTeam, signInAll } from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { multipart, photoJpeg } from '#test/picture-fixtures';
import { settledPictures } from '#test/jobs';

/** The part of s3rver (no type definitions of its own) these tests use. */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

/** s3rver's built-in account. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const region = 'us-east-1';

/** A real S3-compatible server in this process, storing under a temporary folder (docs/decisions/050). */
async function startS3Server() {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'arabeya-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region, endpoint, forcePathStyle: true, credentials });
  return {
    endpoint,
    client,
    createBucket: (bucket: string) => client.send(new CreateBucketCommand({ Bucket: bucket })),
    keysIn: async (bucket: string) => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
type S3Server = Awaited<ReturnType<typeof startS3Server>>;

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe('S3 storage driver against an S3-compatible server', () => {
  const bucket = 'driver-test';
  beforeAll(() => s3.createBucket(bucket));

  it('puts, reads back, and deletes one or many objects', async () => {
    const storage = createS3Storage({
      bucket,
      region,
      endpoint: s3.endpoint,
      credentials,
      forcePathStyle: true,
      publicUrl: `${s3.endpoint}/${bucket}/`,
    });
    const keys = [
      'car_images/test/car_1/pic_1/original.webp',
      'car_images/test/car_1/pic_1/thumb.png',
    ];
    await storage.put(keys[0]!, Buffer.from('webp bytes'), 'image/webp');
    await storage.put(keys[1]!, Buffer.from('png bytes'), 'image/png');
    await storage.put('car_images/test/car_2/pic_9/original.webp', Buffer.from('x'), 'image/webp');

    const head = await s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key: keys[0] }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe(objectCacheControl);
    expect(head.ContentLength).toBe('webp bytes'.length);
    const got = await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: keys[1] }));
    expect(await got.Body?.transformToString()).toBe('png bytes');
    // The public URL is the bucket's own address here: the bytes are served from it.
    const served = await fetch(storage.url(keys[0]!));
    expect(await served.text()).toBe('webp bytes');

    // Many at once, a missing key among them (not an error), then the last one alone.
    await storage.remove([...keys, 'car_images/test/car_1/missing.webp']);
    expect(await s3.keysIn(bucket)).toEqual(['car_images/test/car_2/pic_9/original.webp']);
    await storage.remove(['car_images/test/car_2/pic_9/original.webp']);
    expect(await s3.keysIn(bucket)).toEqual([]);
  });
});

describe.each(databaseKinds)('pictures stored in an S3 bucket, on %s', (kind) => {
  const bucket = `pictures-${kind}`;
  let t: TestApp;
  beforeAll(async () => {
    await s3.createBucket(bucket);
    t = await createTestApp(kind, {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      MEDIA_PUBLIC_URL: `${s3.endpoint}/${bucket}`,
    });
  });
  afterAll(() => t.close());

  it('uploads a picture into the bucket and removes its objects with the car', async () => {
    const nile = await seedTeam(t.db, 'Nile Motors', {
      'manager@nile.test': ['manager', 'approved'],
    });
    const who = await signInAll(t.app, 'manager@nile.test');
    const { headers } = who('manager@nile.test');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/car',
      headers,
      payload: carBody(nile.id),
    });
    expect(created.statusCode, created.body).toBe(201);
    const carId = carSchema.parse(created.json()).id;

    const body = await multipart([{ name: 'front.jpg', body: await photoJpeg(640, 480) }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/pictures/car/${carId}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { refused } = pictureUploadResponseSchema.parse(uploaded.json());
    expect(refused).toEqual([]);
    // The job reads the upload back from the bucket and writes the sizes there.
    const pictures = await settledPictures(t, headers, carId);
    expect(pictures.map((picture) => picture.status)).toEqual(['ready']);

    const keys = await s3.keysIn(bucket);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys.every((key) => key.startsWith(`car_images/test/${carId}/`))).toBe(true);
    // The URLs the API answers point into the bucket, and the bucket serves them.
    const urls = JSON.stringify(pictures[0]).match(/http:\/\/127\.0\.0\.1:\d+\/[^"\s,]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url.startsWith(`${s3.endpoint}/${bucket}/car_images/test/${carId}/`)).toBe(true);
      expect((await fetch(url)).status, url).toBe(200);
    }

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/car/${carId}`, headers });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await s3.keysIn(bucket)).toEqual([]);
    expect(await t.db.selectFrom('file_cleanup').selectAll().execute()).toEqual([]);
  });
});
