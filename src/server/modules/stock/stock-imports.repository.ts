import type { Insertable, Selectable, Updateable } from 'kysely';
import type { StockField } from '#shared/schemas/stock-import';
import type { Db } from '../../db/database';
import type { StockImportRowsTable, StockImportsTable } from '../../db/schema';

export type StockImportRow = Selectable<StockImportsTable>;
export type NewStockImportRow = Insertable<StockImportRowsTable>;

export async function insertStockImport(db: Db, row: Insertable<StockImportsTable>) {
  await db.insertInto('stock_imports').values(row).execute();
}

export const findStockImport = (db: Db, id: string) =>
  db.selectFrom('stock_imports').selectAll().where('id', '=', id).executeTakeFirst();

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

export async function findStockMapping(
  db: Db,
  dealerId: string,
): Promise<Record<string, StockField | null> | undefined> {
  const row = await db
    .selectFrom('stock_import_mappings')
    .select('mapping')
    .where('dealer_id', '=', dealerId)
    .executeTakeFirst();
  return row?.mapping;
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
