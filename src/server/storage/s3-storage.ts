import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type DeleteObjectsCommandOutput,
} from '@aws-sdk/client-s3';
import type { Storage } from './storage';

/** Objects are never overwritten (every picture gets new keys), so caches may keep them forever. */
export const objectCacheControl = 'public, max-age=31536000, immutable';

/** DeleteObjects takes at most this many keys per call. */
export const deleteBatchSize = 1000;

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle?: boolean | undefined;
  /** The public base URL of the bucket or of the CDN in front of it, without a trailing slash. */
  publicUrl: string;
  /** Tests pass a fake; otherwise a client is made from the options above. */
  client?: Pick<S3Client, 'send'> | undefined;
}

/** Encodes each path segment of a key for a URL, keeping the slashes. */
const urlPath = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/**
 * Stores objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, ...). Pictures are
 * public: their URL is `${publicUrl}/${key}`, served by the bucket or a CDN, never by us.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client =
    options.client ??
    new S3Client({
      region: options.region,
      ...(options.endpoint && { endpoint: options.endpoint }),
      ...(options.credentials && { credentials: options.credentials }),
      forcePathStyle: options.forcePathStyle ?? false,
      // Several S3-compatible stores refuse the SDK's newer default checksums; send them only
      // where the API requires one (DeleteObjects).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: objectCacheControl,
        }),
      );
    },

    async get(key) {
      const result = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      if (!result.Body) throw new Error(`S3 answered no body for ${key}`);
      return Buffer.from(await result.Body.transformToByteArray());
    },

    async remove(keys) {
      const unique = [...new Set(keys)];
      for (let start = 0; start < unique.length; start += deleteBatchSize) {
        const batch = unique.slice(start, start + deleteBatchSize);
        const result: DeleteObjectsCommandOutput = await client.send(
          new DeleteObjectsCommand({
            Bucket: options.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        // A key that is already gone is not an error (S3 reports it as deleted).
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(
            `S3 could not delete ${failed.length} of ${batch.length} objects ` +
              `(first: ${first?.Key ?? '?'}: ${first?.Code ?? ''} ${first?.Message ?? ''})`,
          );
        }
      }
    },

    url(key) {
      return `${publicUrl}/${urlPath(key)}`;
    },
  };
}
