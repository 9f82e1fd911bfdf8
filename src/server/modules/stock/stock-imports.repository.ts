import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { RowProblem, StockField, StockImportCounts } from '#shared/schemas/stock-import';
import type { Db } from '../../db/database';
import type { StockImportRowsTable, StockImportsTable } from '../../db/schema';

export type StockImportRow = Selectable<StockImportsTable>;
export type NewStockImportRow = Insertable<StockImportRowsTable>;

export async function insertStockImport(db: Db, row: Insertable<StockImportsTable>) {
  await db.insertInto('stock_imports').values(row).execute();
}

export const findStockImport = (db: Db, id: string) =>
  db.selectFrom('stock_imports').selectAll().where('id', '=', id).executeTakeFirst();

/** The dealership's last `limit` imports, newest first. */
export const latestStockImports = (db: Db, dealerId: string, limit: number) =>
  db
    .selectFrom('stock_imports')
    .select(['id', 'file_name', 'status', 'counts', 'created_at'])
    .where('dealer_id', '=', dealerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export async function updateStockImport(
  db: Db,
  id: string,
  changes: Updateable<StockImportsTable>,
) {
  await db
    .updateTable('stock_imports')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Replaces what an earlier dry run of the import found, in batches a statement can take. */
export async function replaceStockImportRows(
  trx: Db,
  importId: string,
  rows: readonly NewStockImportRow[],
) {
  await trx.deleteFrom('stock_import_rows').where('import_id', '=', importId).execute();
  for (let start = 0; start < rows.length; start += 500) {
    await trx
      .insertInto('stock_import_rows')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

/** The rows a dry run refused, in sheet order. */
export const refusedStockImportRows = (db: Db, importId: string, limit: number) =>
  db
    .selectFrom('stock_import_rows')
    .select(['line', 'stock_number', 'problems'])
    .where('import_id', '=', importId)
    .where('action', '=', 'refused')
    .orderBy('line')
    .limit(limit)
    .execute();

/** Each header's field as the dealership last confirmed it (by `headerKey`); empty before any. */
export async function findStockMapping(
  db: Db,
  dealerId: string,
): Promise<Map<string, StockField | null>> {
  const row = await db
    .selectFrom('stock_import_mappings')
    .select('mapping')
    .where('dealer_id', '=', dealerId)
    .executeTakeFirst();
  return new Map(Object.entries(row?.mapping ?? {}));
}

export async function saveStockMapping(
  db: Db,
  dealerId: string,
  mapping: Record<string, StockField | null>,
) {
  const json = JSON.stringify(mapping);
  await db
    .insertInto('stock_import_mappings')
    .values({ dealer_id: dealerId, mapping: json })
    .onConflict((conflict) =>
      conflict.column('dealer_id').doUpdateSet({ mapping: json, updated_at: new Date() }),
    )
    .execute();
}

/** The rows the confirmed import still has to write (added or updated cars), in sheet order. */
export const rowsToWrite = (db: Db, importId: string, limit: number) =>
  db
    .selectFrom('stock_import_rows')
    .selectAll()
    .where('import_id', '=', importId)
    .where('action', 'in', ['add', 'update'])
    .where('written', '=', false)
    .orderBy('line')
    .limit(limit)
    .execute();

export async function markRowWritten(trx: Db, importId: string, line: number, carId: string) {
  await trx
    .updateTable('stock_import_rows')
    .set({ written: true, car_id: carId })
    .where('import_id', '=', importId)
    .where('line', '=', line)
    .execute();
}

/** A row the import could not write after all: refused, with why. */
export async function refuseUnwrittenRow(
  db: Db,
  importId: string,
  line: number,
  problem: RowProblem,
) {
  await db
    .updateTable('stock_import_rows')
    .set({ action: 'refused', problems: JSON.stringify([problem]) })
    .where('import_id', '=', importId)
    .where('line', '=', line)
    .execute();
}

/** The import's counts, from its rows. */
export async function stockImportRowCounts(db: Db, importId: string): Promise<StockImportCounts> {
  const rows = await db
    .selectFrom('stock_import_rows')
    .select((e) => [
      'action',
      e.fn.countAll<string>().as('count'),
      e.fn.count<string>('line').filterWhere('written', '=', true).as('written'),
      e.fn
        .count<string>('line')
        .filterWhere((where) =>
          where.and([
            where('action', '=', 'add'),
            where('stock_number', 'is', null),
            where('vin', 'is', null),
          ]),
        )
        .as('without_number'),
      sql<string>`coalesce(sum(jsonb_array_length(photos)), 0)`.as('photos'),
    ])
    .where('import_id', '=', importId)
    .groupBy('action')
    .execute();
  const counts: StockImportCounts = {
    rows: 0,
    add: 0,
    update: 0,
    unchanged: 0,
    refused: 0,
    withoutNumber: 0,
    written: 0,
    photos: 0,
  };
  for (const row of rows) {
    counts[row.action] = Number(row.count);
    counts.rows += Number(row.count);
    counts.written += Number(row.written);
    counts.withoutNumber += Number(row.without_number);
    if (row.action === 'add') counts.photos = Number(row.photos);
  }
  return counts;
}

/** The dealership's import waiting for or being written by a worker, if any. */
export const unfinishedImportOf = (db: Db, dealerId: string) =>
  db
    .selectFrom('stock_imports')
    .select('id')
    .where('dealer_id', '=', dealerId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();

/** Counts one photo of the import, stored or failed. */
export async function countStockPhoto(db: Db, importId: string, stored: boolean) {
  await db
    .updateTable('stock_imports')
    .set((e) =>
      stored
        ? { photos_fetched: e('photos_fetched', '+', 1) }
        : { photos_failed: e('photos_failed', '+', 1) },
    )
    .where('id', '=', importId)
    .execute();
}
