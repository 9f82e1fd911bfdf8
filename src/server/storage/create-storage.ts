import path from 'node:path';
import type { Config } from '../env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The folder the local driver writes to (served under /media). */
export const mediaDirOf = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'media');

/** The storage driver the configuration names: the local folder (default) or an S3 bucket. */
export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  const settings = config.storage;
  if (settings.driver === 's3') {
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
