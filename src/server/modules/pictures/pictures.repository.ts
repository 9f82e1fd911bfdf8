import { sql, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database';
import type { PictureStatus } from '#shared/schemas/car-write';
import type { Database, PictureVariant } from '../../db/schema';

export interface NewPicture {
  id: string;
  carId: string;
  name: string;
  fileKey: string;
  thumbnailKey: string | null;
  variants: PictureVariant[];
  /** What its files take in storage. */
  bytes: number;
}

/** Every stored key a picture row names. */
export function keysOfPicture(row: {
  file_key: string;
  thumbnail_key: string | null;
  variants: readonly PictureVariant[];
}): string[] {
  const keys = [row.file_key, row.thumbnail_key, ...row.variants.map((variant) => variant.key)];
  return [...new Set(keys.filter((key): key is string => key !== null))];
}

const pictureColumns = ['id', 'file_key', 'thumbnail_key', 'variants'] as const;

/**
 * The pictures of the outer query's car, in order, as one JSON array: a subquery, so that the
 * cars module reads a page of cars with their pictures in one query (a search's, measured in
 * docs/performance.md).
 */
export function picturesJsonOfCar(eb: ExpressionBuilder<Database, 'cars'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('car_pictures')
      .select([
        'car_pictures.id',
        'car_pictures.name',
        'car_pictures.file_key',
        'car_pictures.thumbnail_key',
        'car_pictures.variants',
        'car_pictures.status',
        'car_pictures.failure',
      ])
      .whereRef('car_pictures.car_id', '=', 'cars.id')
      .orderBy('position'),
  );
}

/** The car's pictures' ids and keys, in order. */
export async function picturesOfCar(db: Db, carId: string) {
  return db
    .selectFrom('car_pictures')
    .select(pictureColumns)
    .where('car_id', '=', carId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The car's pictures as its pages show them, in order. */
export async function picturesToShow(db: Db, carId: string) {
  return db
    .selectFrom('car_pictures')
    .select(['id', 'name', 'file_key', 'thumbnail_key', 'variants', 'status', 'failure'])
    .where('car_id', '=', carId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Appends the pictures, `processing`, after the car's last one, in the order given. */
export async function appendPictures(trx: Db, carId: string, pictures: readonly NewPicture[]) {
  if (pictures.length === 0) return;
  const last = await trx
    .selectFrom('car_pictures')
    .select(sql<number>`coalesce(max(position), -1)::int`.as('position'))
    .where('car_id', '=', carId)
    .executeTakeFirstOrThrow();
  const now = new Date();
  await trx
    .insertInto('car_pictures')
    .values(
      pictures.map((picture, index) => ({
        id: picture.id,
        car_id: carId,
        position: last.position + 1 + index,
        name: picture.name,
        file_key: picture.fileKey,
        thumbnail_key: picture.thumbnailKey,
        variants: JSON.stringify(picture.variants),
        bytes: picture.bytes,
        status: 'processing' as const,
        created_at: now,
      })),
    )
    .execute();
}

export async function pictureCount(db: Db, carId: string): Promise<number> {
  const row = await db
    .selectFrom('car_pictures')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('car_id', '=', carId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The pictures of the cars of `carIds`, and the bytes they take in storage. */
export async function pictureUsageOfCars(
  db: Db,
  carIds: readonly string[],
): Promise<{ pictures: number; bytes: number }> {
  if (carIds.length === 0) return { pictures: 0, bytes: 0 };
  return db
    .selectFrom('car_pictures')
    .select([
      sql<number>`count(*)::int`.as('pictures'),
      sql<number>`coalesce(sum(bytes), 0)::float8`.as('bytes'),
    ])
    .where('car_id', 'in', [...carIds])
    .executeTakeFirstOrThrow();
}

/** The status of one picture of the car; undefined when the car has no such picture. */
export async function pictureStatus(
  db: Db,
  carId: string,
  pictureId: string,
): Promise<PictureStatus | undefined> {
  const row = await db
    .selectFrom('car_pictures')
    .select('status')
    .where('car_id', '=', carId)
    .where('id', '=', pictureId)
    .executeTakeFirst();
  return row?.status;
}

/** A failed picture goes back to processing (its upload is still stored). */
export async function restartPicture(trx: Db, pictureId: string) {
  await trx
    .updateTable('car_pictures')
    .set({ status: 'processing', failure: null })
    .where('id', '=', pictureId)
    .execute();
}

/** What a picture job needs of its picture; undefined once the picture is deleted. */
export async function pictureToProcess(db: Db, pictureId: string) {
  return db
    .selectFrom('car_pictures')
    .select(['id', 'car_id', 'name', 'file_key', 'status'])
    .where('id', '=', pictureId)
    .executeTakeFirst();
}

/**
 * Makes a picture `ready` with the files its job made; the row stays locked until the
 * transaction ends. Answers the upload's key (to remove) and the car, or what kept it from
 * changing the row: deleted meanwhile, or made ready already by an earlier run.
 */
export async function finishPicture(
  trx: Db,
  pictureId: string,
  made: Pick<NewPicture, 'fileKey' | 'thumbnailKey' | 'variants' | 'bytes'>,
): Promise<{ uploadKey: string; carId: string } | 'gone' | 'already-ready'> {
  const row = await trx
    .selectFrom('car_pictures')
    .select(['file_key', 'car_id', 'status'])
    .where('id', '=', pictureId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return 'gone';
  if (row.status === 'ready') return 'already-ready';
  await trx
    .updateTable('car_pictures')
    .set({
      status: 'ready',
      failure: null,
      file_key: made.fileKey,
      thumbnail_key: made.thumbnailKey,
      variants: JSON.stringify(made.variants),
      bytes: made.bytes,
    })
    .where('id', '=', pictureId)
    .execute();
  return { uploadKey: row.file_key, carId: row.car_id };
}

/** A processing picture fails, with the reason shown to the dealer. */
export async function failPicture(db: Db, pictureId: string, failure: string) {
  await db
    .updateTable('car_pictures')
    .set({ status: 'failed', failure: failure.slice(0, 1000) })
    .where('id', '=', pictureId)
    .where('status', '=', 'processing')
    .execute();
}

/** Deletes one picture of the car; answers its keys, or undefined when the car has no such. */
export async function deletePictureRow(trx: Db, carId: string, pictureId: string) {
  return trx
    .deleteFrom('car_pictures')
    .where('car_id', '=', carId)
    .where('id', '=', pictureId)
    .returning(pictureColumns)
    .executeTakeFirst();
}

/** Positions 0, 1, 2... in the order of `pictureIds` (all of the car's pictures). */
export async function setPictureOrder(trx: Db, carId: string, pictureIds: readonly string[]) {
  await trx
    .updateTable('car_pictures')
    .set({ position: sql<number>`array_position(${sql.val(pictureIds)}::text[], id) - 1` })
    .where('car_id', '=', carId)
    .execute();
}

// --- file_cleanup: keys to remove from storage (docs/decisions/033) ---

/** Lists keys for removal once `removeAfter` has passed (again: the later time wins). */
export async function scheduleKeys(db: Db, keys: readonly string[], removeAfter: Date) {
  if (keys.length === 0) return;
  await db
    .insertInto('file_cleanup')
    .values([...new Set(keys)].map((key) => ({ key, remove_after: removeAfter, last_error: null })))
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ remove_after: removeAfter, last_error: null }),
    )
    .execute();
}

/** Takes keys off the list: they are in use (a picture row names them) or gone from storage. */
export async function forgetKeys(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db
    .deleteFrom('file_cleanup')
    .where('key', 'in', [...new Set(keys)])
    .execute();
}

/** Keys whose time has come, oldest first. */
export async function dueKeys(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('file_cleanup')
    .select('key')
    .where('remove_after', '<=', now)
    .orderBy('remove_after')
    .orderBy('key')
    .limit(limit)
    .execute();
  return rows.map((row) => row.key);
}

/** Records a failed removal and when to try again. */
export async function postponeKeys(
  db: Db,
  keys: readonly string[],
  retryAt: Date,
  error: string,
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('file_cleanup')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      remove_after: retryAt,
      last_error: error.slice(0, 1000),
    }))
    .where('key', 'in', [...new Set(keys)])
    .execute();
}

// --- upload_leases: one upload in flight per user (docs/decisions/053) ---

/** Takes the user's upload lease unless another one holds it still; answers whether it did. */
export async function takeUploadLease(db: Db, userId: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto('upload_leases')
    .values({ user_id: userId, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ expires_at: expiresAt })
        .where('upload_leases.expires_at', '<', new Date()),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function releaseUploadLease(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('upload_leases').where('user_id', '=', userId).execute();
}
