import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PhotoZipRecord } from '../../db/schema';

/** The import's status and zip, its row locked until the transaction ends. */
export const lockedImportZip = (trx: Db, importId: string) =>
  trx
    .selectFrom('stock_imports')
    .select(['status', 'photo_zip'])
    .where('id', '=', importId)
    .forUpdate()
    .executeTakeFirst();

export async function savePhotoZip(trx: Db, importId: string, zip: PhotoZipRecord) {
  await trx
    .updateTable('stock_imports')
    .set({ photo_zip: JSON.stringify(zip), updated_at: new Date() })
    .where('id', '=', importId)
    .execute();
}

/**
 * The rows whose cars a zip's photos may go to, in sheet order: those the import writes or leaves
 * unchanged and that name no photo address (a row's addresses are its photos).
 */
export const photoZipRows = (db: Db, importId: string) =>
  db
    .selectFrom('stock_import_rows')
    .select(['car_id', 'stock_number', 'vin'])
    .where('import_id', '=', importId)
    .where('action', '<>', 'refused')
    .where(sql<number>`jsonb_array_length(photos)`, '=', 0)
    .orderBy('line')
    .execute();

/** Counts a car's photos of the zip on the import: those stored and those that were not. */
export async function countZipPhotos(
  db: Db,
  importId: string,
  counted: { stored: number; failed: number },
) {
  await db
    .updateTable('stock_imports')
    .set((e) => ({
      photos_fetched: e('photos_fetched', '+', counted.stored),
      photos_failed: e('photos_failed', '+', counted.failed),
    }))
    .where('id', '=', importId)
    .execute();
}
