import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/env';
import { pictureKeys } from '#server/modules/pictures/pictures.service';
import { createStorage } from '#server/storage/create-storage';
import { createLocalStorage } from '#server/storage/local-storage';
import { createS3Storage, deleteBatchSize, objectCacheControl } from '#server/storage/s3-storage';
import { filesUnder } from '#test/picture-fixtures';

/** Records the commands an S3 client is sent; answers DeleteObjects with `errors` if given. */
function fakeClient(errors: { Key: string; Code: string; Message: string }[] = []) {
  const sent: unknown[] = [];
  return {
    sent,
    client: {
      send: async (command: unknown) => {
        sent.push(command);
        return command instanceof DeleteObjectsCommand ? { Errors: errors } : {};
      },
    } as never,
  };
}

const s3Options = {
  bucket: 'arabeya-media',
  region: 'eu-central-1',
  publicUrl: 'https://cdn.arabeya.test/media/',
};

describe('S3 storage driver', () => {
  it('puts objects with their content type and a long cache lifetime', async () => {
    const { sent, client } = fakeClient();
    const storage = createS3Storage({ ...s3Options, client });
    const body = Buffer.from('picture');
    await storage.put('car_images/test/car_1/pic_1/original.webp', body, 'image/webp');
    expect(sent).toHaveLength(1);
    const command = sent[0];
    expect(command).toBeInstanceOf(PutObjectCommand);
    expect((command as PutObjectCommand).input).toEqual({
      Bucket: 'arabeya-media',
      Key: 'car_images/test/car_1/pic_1/original.webp',
      Body: body,
      ContentType: 'image/webp',
      ContentLength: body.length,
      CacheControl: objectCacheControl,
    });
    expect(objectCacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('deletes in batches of 1,000 keys, each key once, quietly', async () => {
    const { sent, client } = fakeClient();
    const storage = createS3Storage({ ...s3Options, client });
    const keys = Array.from({ length: 2500 }, (_, index) => `car_images/test/k${index}`);
    await storage.remove([...keys, keys[0] ?? '', keys[1] ?? '']);
    expect(sent.map((command) => command instanceof DeleteObjectsCommand)).toEqual([
      true,
      true,
      true,
    ]);
    const batches = sent.map((command) => (command as DeleteObjectsCommand).input);
    expect(batches.map((input) => input.Delete?.Objects?.length)).toEqual([
      deleteBatchSize,
      deleteBatchSize,
      500,
    ]);
    expect(batches.every((input) => input.Bucket === 'arabeya-media')).toBe(true);
    expect(batches.every((input) => input.Delete?.Quiet === true)).toBe(true);
    expect(batches.flatMap((input) => input.Delete?.Objects?.map((object) => object.Key))).toEqual(
      keys,
    );
    await storage.remove([]);
    expect(sent).toHaveLength(3);
  });

  it('fails when S3 reports keys it could not delete', async () => {
    const { client } = fakeClient([{ Key: 'a', Code: 'AccessDenied', Message: 'Access Denied' }]);
    const storage = createS3Storage({ ...s3Options, client });
    await expect(storage.remove(['a', 'b'])).rejects.toThrow(
      'S3 could not delete 1 of 2 objects (first: a: AccessDenied Access Denied)',
    );
  });

  it('answers public URLs under MEDIA_PUBLIC_URL', () => {
    const storage = createS3Storage({ ...s3Options, client: fakeClient().client });
    expect(storage.url('car_images/test/car_1/pic_1/thumb.png')).toBe(
      'https://cdn.arabeya.test/media/car_images/test/car_1/pic_1/thumb.png',
    );
    expect(storage.url('car_images/test/a b/ü.png')).toBe(
      'https://cdn.arabeya.test/media/car_images/test/a%20b/%C3%BC.png',
    );
  });
});

describe('picture keys', () => {
  it('start with the base path, then the car and the picture', () => {
    const keys = pictureKeys('car_images/prod', 'car_abc', 'pic_def');
    expect(keys.original).toBe('car_images/prod/car_abc/pic_def/original.webp');
    expect(keys.thumbnail).toBe('car_images/prod/car_abc/pic_def/thumb.png');
    expect(keys.variant(480)).toBe('car_images/prod/car_abc/pic_def/w480.webp');
  });
});

describe('storage configuration', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-storage-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const env = (extra: NodeJS.ProcessEnv = {}) => ({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...extra,
  });

  it('uses the local folder DATA_DIR/media by default, served under /media', async () => {
    const config = loadConfig(env());
    expect(config.storage).toEqual({ driver: 'local' });
    expect(config.storageBasePath).toBe('car_images/test');
    const storage = await createStorage(config);
    const key = 'car_images/test/car_1/pic_1/original.webp';
    await storage.put(key, Buffer.from('webp'), 'image/webp');
    expect(await readFile(path.join(dataDir, 'media', key), 'utf8')).toBe('webp');
    expect(storage.url(key)).toBe(`/media/${key}`);
    await storage.remove([key, 'car_images/test/never-written.png']);
    expect(await filesUnder(path.join(dataDir, 'media'))).toEqual([]);
  });

  it('removes with a key what a crash left of its write', async () => {
    const media = path.join(dataDir, 'media');
    const storage = createLocalStorage(media);
    const key = 'car_images/test/car_1/pic_1/thumb.png';
    await mkdir(path.dirname(path.join(media, key)), { recursive: true });
    await writeFile(path.join(media, `${key}.partial`), 'half a file');
    await storage.remove([key]);
    expect(await filesUnder(media)).toEqual([]);
  });

  it('refuses keys that leave the media folder', async () => {
    const storage = createLocalStorage(path.join(dataDir, 'media'));
    await expect(storage.put('../outside.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      'Bad storage key',
    );
    await expect(storage.remove(['car_images/../../outside.png'])).rejects.toThrow(
      'Bad storage key',
    );
  });

  it('reads the S3 settings, and names what is missing', async () => {
    const config = loadConfig(
      env({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'arabeya-media',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        MEDIA_PUBLIC_URL: 'https://media.arabeya.test/',
        STORAGE_BASE_PATH: 'car_images/prod',
      }),
    );
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'arabeya-media',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://media.arabeya.test',
    });
    expect((await createStorage(config)).url('car_images/prod/x.png')).toBe(
      'https://media.arabeya.test/car_images/prod/x.png',
    );
    const defaults = loadConfig(
      env({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', MEDIA_PUBLIC_URL: 'https://m.test' }),
    );
    expect(defaults.storage).toMatchObject({
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });

    const problems = (extra: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env(extra));
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('the configuration was accepted');
    };
    const missing = problems({ STORAGE_DRIVER: 's3' });
    expect(missing).toMatch(/S3_BUCKET: required when STORAGE_DRIVER=s3/);
    expect(missing).toMatch(/MEDIA_PUBLIC_URL: required when STORAGE_DRIVER=s3/);
    expect(problems({ STORAGE_DRIVER: 'ftp' })).toMatch(/STORAGE_DRIVER/);
    expect(
      problems({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'b',
        MEDIA_PUBLIC_URL: 'https://m.test',
        S3_ACCESS_KEY_ID: 'only-the-id',
      }),
    ).toMatch(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither/);
    expect(
      problems({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', MEDIA_PUBLIC_URL: 'ftp://m.test' }),
    ).toMatch(/MEDIA_PUBLIC_URL: must be an http\(s\):\/\/ URL/);
  });
});
