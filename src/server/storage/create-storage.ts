import path from 'node:path';
import type { Config } from '../env';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

/** The folder the local driver writes to (served under /media). */
export const mediaDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'media');

/**
 * The storage driver the configuration names: the local folder (default) or an S3 bucket. The
 * S3 client is loaded only for a bucket, so the local driver's processes do not hold it in
 * memory (docs/decisions/192).
 */
export async function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): Promise<Storage> {
  const settings = config.storage;
  if (settings.driver === 's3') {
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage({
      bucket: settings.bucket,
      region: settings.region,
      endpoint: settings.endpoint,
      credentials: settings.credentials,
      forcePathStyle: settings.forcePathStyle,
      publicUrl: settings.publicUrl,
    });
  }
  return createLocalStorage(mediaDirOf(config));
}
