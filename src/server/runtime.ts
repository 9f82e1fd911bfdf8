import path from 'node:path';
import { migrateToLatest, openDatabase, type Db } from './db/database';
import type { Config } from './env';
import { createLocalStorage } from './storage/local-storage';
import type { Storage } from './storage/storage';

/** What a running process needs: the database (migrated) and the storage driver. */
export interface Runtime {
  db: Db;
  storage: Storage;
  mediaDir: string;
}

export async function openRuntime(config: Config): Promise<Runtime> {
  const db = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
    poolSize: config.databasePoolSize,
  });
  await migrateToLatest(db);
  const mediaDir = path.join(config.dataDir, 'media');
  return { db, storage: createLocalStorage(mediaDir), mediaDir };
}
