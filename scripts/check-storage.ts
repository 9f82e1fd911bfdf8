// npm run check:storage [-- --sweep] — compares the database with the stored files
// (docs/decisions/033): picture rows and dealer logos whose files are missing, and stored files
// under STORAGE_BASE_PATH that no row names, split into those on the `file_cleanup` list (the
// app's sweeper removes them when due) and those not listed. Exits with 1 when a row names a
// missing file, a stored file is neither named nor listed, or a listed key is named by a row.
//
// It reads the app's own configuration (DATABASE_URL, DATA_DIR, STORAGE_DRIVER, S3_*). With
// PGlite (no DATABASE_URL), stop the app first: one process at a time may open its folder.
// `--sweep` removes every listed key now, also those not yet due: run it while no upload is in
// progress (the app stopped, e.g. after a crash), or a listed key could be an upload's file
// whose row is about to be written.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { openDatabase, pendingMigrations, type Db } from '#server/db/database';
import { ConfigError, loadConfig, type Config } from '#server/env';
import { sweepFiles } from '#server/modules/pictures/file-cleanup';
import { keysOfPicture } from '#server/modules/pictures/pictures.repository';
import { createStorage, mediaDirOf } from '#server/storage/create-storage';
import { partialSuffix } from '#server/storage/local-storage';

/** The local driver writes `<key>.partial` and renames it: a crash can leave one behind. */
const isPartialWrite = (key: string) => key.endsWith(partialSuffix);

export interface StorageFacts {
  /** Every stored key under the base path. */
  stored: readonly string[];
  pictures: readonly { id: string; keys: readonly string[] }[];
  logos: readonly { dealerId: string; key: string }[];
  /** Keys on the `file_cleanup` list. */
  listed: readonly string[];
}

export interface StorageAudit {
  storedFiles: number;
  pictureRows: number;
  /** Must be empty: a picture row names a file that is not stored. */
  picturesMissingFiles: { id: string; missing: string[] }[];
  /** Must be empty: a dealership's logo is not stored. */
  logosMissing: { dealerId: string; key: string }[];
  /** Stored, named by no row, listed for removal: the sweeper removes them. */
  unnamedListed: string[];
  /** Must be empty: stored, named by no row, and nothing will ever remove them. */
  unnamedUnlisted: string[];
  /** Must be empty: listed for removal, yet a row names the key (the sweeper would break it). */
  listedButNamed: string[];
  /** Of the unnamed files, those a crash left half-written (`*.partial`, local driver). */
  unfinishedWrites: string[];
}

/** The comparison itself, on keys already read from the database and from storage. */
export function auditStorage(facts: StorageFacts): StorageAudit {
  const stored = new Set(facts.stored);
  const listed = new Set(facts.listed);
  const named = new Set<string>();
  const picturesMissingFiles: StorageAudit['picturesMissingFiles'] = [];
  for (const picture of facts.pictures) {
    for (const key of picture.keys) named.add(key);
    const missing = picture.keys.filter((key) => !stored.has(key));
    if (missing.length > 0) picturesMissingFiles.push({ id: picture.id, missing });
  }
  for (const logo of facts.logos) named.add(logo.key);
  const unnamedListed: string[] = [];
  const unnamedUnlisted: string[] = [];
  for (const key of facts.stored) {
    if (named.has(key)) continue;
    // A half-written file belongs to its key: listed when the upload that wrote it was.
    const owner = isPartialWrite(key) ? key.slice(0, -partialSuffix.length) : key;
    (listed.has(owner) ? unnamedListed : unnamedUnlisted).push(key);
  }
  return {
    storedFiles: stored.size,
    pictureRows: facts.pictures.length,
    picturesMissingFiles,
    logosMissing: facts.logos.filter((logo) => !stored.has(logo.key)),
    unnamedListed,
    unnamedUnlisted,
    listedButNamed: facts.listed.filter((key) => named.has(key)),
    unfinishedWrites: [...unnamedListed, ...unnamedUnlisted].filter(isPartialWrite),
  };
}

export const auditPassed = (audit: StorageAudit) =>
  audit.picturesMissingFiles.length === 0 &&
  audit.logosMissing.length === 0 &&
  audit.unnamedUnlisted.length === 0 &&
  audit.listedButNamed.length === 0;

/** Files under `root/basePath`, as keys (relative to `root`, with `/`). */
async function localKeys(root: string, basePath: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, basePath), { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((key) => key.split(path.sep).join('/'));
}

/** Objects under `basePath/` in the bucket, page by page (ListObjectsV2 answers 1,000 at most). */
async function s3Keys(
  settings: Extract<Config['storage'], { driver: 's3' }>,
  basePath: string,
): Promise<string[]> {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    ...(settings.credentials && { credentials: settings.credentials }),
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keys: string[] = [];
  let continuationToken: string | undefined;
  try {
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: settings.bucket,
          Prefix: `${basePath}/`,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  } finally {
    client.destroy();
  }
  return keys;
}

async function readFacts(db: Db, config: Config): Promise<StorageFacts> {
  // The database first: a picture uploaded meanwhile then has its files listed too, where
  // reading storage first would show its new row's files as missing.
  const pictureRows = await db
    .selectFrom('car_pictures')
    .select(['id', 'file_key', 'thumbnail_key', 'variants'])
    .execute();
  const logoRows = await db
    .selectFrom('dealers')
    .select(['id', 'logo_key'])
    .where('logo_key', 'is not', null)
    .execute();
  const listedRows = await db.selectFrom('file_cleanup').select('key').execute();
  const stored =
    config.storage.driver === 's3'
      ? await s3Keys(config.storage, config.storageBasePath)
      : await localKeys(mediaDirOf(config), config.storageBasePath);
  return {
    stored,
    pictures: pictureRows.map((row) => ({ id: row.id, keys: keysOfPicture(row) })),
    logos: logoRows.flatMap((row) =>
      row.logo_key ? [{ dealerId: row.id, key: row.logo_key }] : [],
    ),
    listed: listedRows.map((row) => row.key),
  };
}

const sample = (list: readonly string[]) =>
  list.length === 0 ? '' : `  e.g. ${list.slice(0, 5).join(', ')}${list.length > 5 ? ', ...' : ''}`;

function report(audit: StorageAudit, where: string) {
  const lines = [
    `Storage: ${where}`,
    `stored files: ${audit.storedFiles}; picture rows: ${audit.pictureRows}`,
    `picture rows with missing files (must be 0): ${audit.picturesMissingFiles.length}` +
      sample(audit.picturesMissingFiles.map((row) => `${row.id} (${row.missing.join(', ')})`)),
    `dealer logos whose file is missing (must be 0): ${audit.logosMissing.length}` +
      sample(audit.logosMissing.map((logo) => `${logo.dealerId} (${logo.key})`)),
    `files no row names, listed in file_cleanup (the sweeper removes them): ${audit.unnamedListed.length}` +
      sample(audit.unnamedListed),
    `files no row names, not listed (must be 0): ${audit.unnamedUnlisted.length}` +
      sample(audit.unnamedUnlisted),
    `listed keys a row names (must be 0): ${audit.listedButNamed.length}` +
      sample(audit.listedButNamed),
    `of the files no row names, half-written by a crash (*.partial): ${audit.unfinishedWrites.length}`,
  ];
  console.log(lines.join('\n'));
}

async function main() {
  const sweep = process.argv.includes('--sweep');
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'pg');
  if (!config.databaseUrl && !existsSync(pgliteDir)) {
    throw new ConfigError(`No database: set DATABASE_URL, or DATA_DIR to the app's (${pgliteDir})`);
  }
  const db = await openDatabase({
    url: config.databaseUrl,
    pgliteDir,
    poolMax: 2,
    statementTimeoutMs: config.database.statementTimeoutMs,
    applicationName: 'arabeya-check-storage',
  });
  try {
    const pending = await pendingMigrations(db).catch(() => ['all']);
    if (pending.length > 0) {
      throw new ConfigError('The database is not migrated: start the app on it once first.');
    }
    const where =
      config.storage.driver === 's3'
        ? `s3://${config.storage.bucket}/${config.storageBasePath}/`
        : `${path.join(mediaDirOf(config), config.storageBasePath)}/`;
    let audit = auditStorage(await readFacts(db, config));
    report(audit, where);
    if (sweep) {
      if (audit.listedButNamed.length > 0) {
        console.log('\nNot sweeping: rows name listed keys; sweeping would remove their files.');
      } else {
        const storage = await createStorage(config);
        // Every listed key is due at the end of time: removes them all now.
        const { removed, failed } = await sweepFiles(db, storage, {
          now: new Date(8.64e15),
          maxBatches: Number.MAX_SAFE_INTEGER,
        });
        console.log(`\nSwept: ${removed} listed keys removed, ${failed} failed.\n`);
        audit = auditStorage(await readFacts(db, config));
        report(audit, where);
      }
    }
    process.exitCode = auditPassed(audit) ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 2;
  });
}
