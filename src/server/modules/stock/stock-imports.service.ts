import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { teamPermissions, blockedMessages } from '#shared/rules/access';
import { textInLanguage } from '#shared/rules/dealer-names';
import type {
  ColumnMapping,
  StockImportPreview,
  StockImportState,
} from '#shared/schemas/stock-import';
import { listedStockImports, type StockImportSummary } from '#shared/schemas/stock-import';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { HttpError, notFound } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import { carCountOfDealer } from '../cars/car-writes.service';
import { stockCarsOfDealer } from '../cars/cars.service';
import { stockPlanner } from './stock-plan';
import { dealerProfile } from '../dealers/dealers.service';
import { memberOf } from '../team/team.service';
import { guessColumns, mappingToRemember } from './sheet-columns';
import { readSheet, sheetKindOf, sheetLimits, SheetRefused, type SheetKind } from './sheet-file';
import {
  findStockImport,
  findStockMapping,
  insertStockImport,
  latestStockImports,
  refusedStockImportRows,
  replaceStockImportRows,
  saveStockMapping,
  stockImportRowCounts,
  unfinishedImportOf,
  updateStockImport,
  type NewStockImportRow,
  type StockImportRow,
} from './stock-imports.repository';
import { isEmptyRow, readStockRow } from './stock-row';
import { stockSheet, type StockSheetFormat } from './stock-export';
import type { Language } from '#shared/reference/types';
import { queueStockImport } from './stock-import-jobs';
import { importConfirmedMessage, keepPhotoZip, matchPhotoZip, photoZipState } from './photo-zip';

/*
 * Importing a dealership's stock from a spreadsheet: the file is kept and its columns guessed;
 * the dealer confirms the mapping and a dry run reads every row with the car form's rules, saying
 * what would be added, updated, left unchanged or refused, before anything is written.
 */

export interface StockImportDeps {
  db: Db;
  jobs: PgBoss;
  storage: Storage;
  /** The storage's base path; kept files go under it. */
  basePath: string;
  quotas: { carsPerDealer: number };
}

/** Rows the mapping screen shows of a new file. */
const sampleRows = 5;
/** Refused rows an answer lists; the report lists them all. */
const listedRefusals = 500;

/** 403 unless the user is an approved admin or manager of the dealership (404: no dealership). */
export async function requireStockManager(db: Db, userId: string, dealerId: string) {
  const dealer = await dealerProfile(db, dealerId);
  if (!dealer) throw notFound('Dealer');
  const member = await memberOf(db, dealerId, userId);
  if (member?.status === 'pending') throw new HttpError(403, blockedMessages.acceptInvitation.text);
  if (!teamPermissions(member).manageAllCars) {
    throw new HttpError(403, "Only the dealership's admins and managers can import its stock");
  }
  return dealer;
}

const refusedSheet = (error: unknown) =>
  error instanceof SheetRefused ? new HttpError(400, error.message) : error;

/** A stored file's name: the uploaded one without folders or odd characters. */
const keptName = (name: string) =>
  (name.split(/[/\\]/).pop() ?? '').replace(/[^\p{L}\p{N}._ -]/gu, '').slice(0, 100) || 'stock';

/** Keeps an uploaded sheet and answers its columns, first rows and each column's guessed field. */
export async function startStockImport(
  deps: StockImportDeps,
  userId: string,
  dealerId: string,
  file: { name: string; path: string },
): Promise<StockImportPreview> {
  const { db } = deps;
  await requireStockManager(db, userId, dealerId);
  let kind: SheetKind;
  const rows: string[][] = [];
  try {
    kind = await sheetKindOf(file.path);
    for await (const row of readSheet(file.path, kind)) {
      if (row.line > 1 && isEmptyRow(row.cells)) continue;
      rows.push(row.cells);
      if (rows.length > sampleRows) break;
    }
  } catch (error) {
    throw refusedSheet(error);
  }
  const [headers = [], ...samples] = rows;
  if (headers.every((header) => header === '')) {
    throw new HttpError(400, 'The first row of the sheet should name its columns');
  }
  const id = newId('imp');
  const name = keptName(file.name);
  const key = `${deps.basePath}/imports/${id}/${name}`;
  await deps.storage.put(key, await readFile(file.path), 'application/octet-stream');
  await insertStockImport(db, {
    id,
    dealer_id: dealerId,
    created_by: userId,
    file_name: name,
    file_kind: kind,
    file_key: key,
    headers: JSON.stringify(headers),
    samples: JSON.stringify(samples),
  });
  const remembered = await findStockMapping(db, dealerId);
  return {
    id,
    fileName: name,
    headers,
    samples,
    mapping: guessColumns(headers, samples, remembered),
  };
}

/** The import of the dealership the user manages, with that dealership; 404 for another's. */
async function manageableImport(db: Db, userId: string, importId: string) {
  const found = await findStockImport(db, importId);
  if (!found) throw notFound('Import');
  return { found, dealer: await requireStockManager(db, userId, found.dealer_id) };
}

/**
 * The dry run: reads every row with the confirmed mapping, keeps what each would do, remembers
 * the mapping for the dealership's next file, and answers the counts and the refused rows.
 */
export async function checkStockImport(
  deps: StockImportDeps,
  userId: string,
  importId: string,
  mapping: ColumnMapping,
): Promise<StockImportState> {
  const { db } = deps;
  const { found, dealer } = await manageableImport(db, userId, importId);
  if (found.status !== 'uploaded' && found.status !== 'checked') {
    throw new HttpError(409, 'This import is confirmed already; start a new one to change it');
  }
  if (mapping.length !== found.headers.length) {
    throw new HttpError(
      400,
      `The mapping should name a field or none for each of the ${found.headers.length} columns`,
    );
  }
  for (const required of ['make', 'model', 'firstRegistration', 'price'] as const) {
    if (!mapping.includes(required)) {
      throw new HttpError(400, `Choose the column that holds the ${columnNames[required]}`);
    }
  }
  const plan = stockPlanner(await stockCarsOfDealer(db, found.dealer_id), {
    mapped: new Set<string>(mapping.filter((field) => field !== null)),
    room: deps.quotas.carsPerDealer - (await carCountOfDealer(db, found.dealer_id)),
    carLimit: deps.quotas.carsPerDealer,
  });
  const rows: NewStockImportRow[] = [];

  // The sheet is read from a file: the workbook reader and the zip check need one.
  const spool = await deps.storage.get(found.file_key);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'arabeya-import-'));
  try {
    const at = path.join(folder, 'sheet');
    await writeFile(at, spool);
    for await (const { line, cells } of readSheet(at, found.file_kind)) {
      if (line === 1 || isEmptyRow(cells)) continue;
      const read = readStockRow(cells, mapping, dealer.city);
      const { action, existing, changed } = plan(read);
      rows.push({
        import_id: importId,
        line,
        action,
        car_id: existing?.id ?? null,
        stock_number: read.stockNumber,
        vin: read.vin,
        car: action === 'refused' || !read.car ? null : JSON.stringify(read.car),
        changed: JSON.stringify(changed),
        photos: JSON.stringify(read.photos),
        problems: JSON.stringify(read.problems),
      });
    }
  } catch (error) {
    throw refusedSheet(error);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }

  const [counts, photoZip] = await db.transaction().execute(async (trx) => {
    await replaceStockImportRows(trx, importId, rows);
    const counted = await stockImportRowCounts(trx, importId);
    await updateStockImport(trx, importId, {
      status: 'checked',
      mapping: JSON.stringify(mapping),
      counts: JSON.stringify(counted),
    });
    await saveStockMapping(trx, found.dealer_id, mappingToRemember(found.headers, mapping));
    return [counted, await matchPhotoZip(trx, importId)] as const;
  });
  return stockImportState(db, {
    ...found,
    status: 'checked',
    mapping,
    counts,
    photo_zip: photoZip,
  });
}

/** What the screen shows of an import: where it is, its counts and its refused rows. */
async function stockImportState(db: Db, found: StockImportRow): Promise<StockImportState> {
  const refused = await refusedStockImportRows(db, found.id, listedRefusals);
  return {
    id: found.id,
    dealerId: found.dealer_id,
    fileName: found.file_name,
    status: found.status,
    headers: found.headers,
    mapping: found.mapping,
    counts: found.counts,
    photosFetched: found.photos_fetched,
    photosFailed: found.photos_failed,
    photoZip: photoZipState(found.photo_zip),
    refused: refused.map(toRefusedRow),
  };
}

/**
 * Confirms a checked import: a worker writes it (stock-import-jobs.ts). One import at a time
 * per dealership, so two cannot race for the same stock numbers or the last places of the quota.
 */
export async function confirmStockImport(
  deps: StockImportDeps,
  userId: string,
  importId: string,
): Promise<StockImportState> {
  const { db } = deps;
  const { found } = await manageableImport(db, userId, importId);
  if (found.status !== 'checked') {
    throw new HttpError(
      409,
      found.status === 'uploaded'
        ? 'Check the import (the dry run) before confirming it'
        : 'This import is confirmed already',
    );
  }
  await db.transaction().execute(async (trx) => {
    const unfinished = await unfinishedImportOf(trx, found.dealer_id);
    if (unfinished) {
      throw new HttpError(
        409,
        'Another import of the dealership is still being written; wait for it to finish',
      );
    }
    await updateStockImport(trx, importId, { status: 'queued' });
    await queueStockImport(deps.jobs, trx, importId);
  });
  return stockImportState(db, { ...found, status: 'queued' });
}

/** 403 or 404 as for the import, 409 once it is confirmed: its photos can no longer change. */
export async function requireOpenImport(deps: StockImportDeps, userId: string, importId: string) {
  const { found } = await manageableImport(deps.db, userId, importId);
  if (found.status !== 'uploaded' && found.status !== 'checked') {
    throw new HttpError(409, importConfirmedMessage);
  }
}

/** Keeps a zip of photos for an import not yet confirmed (photo-zip.ts); answers the import. */
export async function addStockImportPhotos(
  deps: StockImportDeps,
  userId: string,
  importId: string,
  file: { name: string; path: string },
): Promise<StockImportState> {
  await requireOpenImport(deps, userId, importId);
  await keepPhotoZip(deps, importId, { name: keptName(file.name), path: file.path });
  return stockImport(deps, userId, importId);
}

/** The dealership's stock as a sheet an import takes back (stock-export.ts). */
export async function exportStock(
  deps: Pick<StockImportDeps, 'db'>,
  userId: string,
  dealerId: string,
  format: StockSheetFormat,
  language: Language,
) {
  const dealer = await requireStockManager(deps.db, userId, dealerId);
  const sheet = await stockSheet(await stockCarsOfDealer(deps.db, dealerId), format, language);
  const name =
    textInLanguage(dealer.names, language)
      .replace(/[^\p{L}\p{N} -]/gu, '')
      .trim() || 'stock';
  return { ...sheet, fileName: `${name} stock.${format}` };
}

const toRefusedRow = (row: Awaited<ReturnType<typeof refusedStockImportRows>>[number]) => ({
  line: row.line,
  stockNumber: row.stock_number,
  problems: row.problems,
});

/** Every row the import refused, with why: the report a dealer downloads. */
export async function allRefusedRows(deps: StockImportDeps, userId: string, importId: string) {
  const { found } = await manageableImport(deps.db, userId, importId);
  const rows = await refusedStockImportRows(deps.db, found.id, sheetLimits.rows);
  return {
    refused: rows.map(toRefusedRow),
  };
}

/** An import of a dealership the user manages, as the screen shows it. */
export async function stockImport(deps: StockImportDeps, userId: string, importId: string) {
  return stockImportState(deps.db, (await manageableImport(deps.db, userId, importId)).found);
}

/** The dealership's last imports, newest first, for the import screen's list of earlier ones. */
export async function recentStockImports(
  deps: Pick<StockImportDeps, 'db'>,
  userId: string,
  dealerId: string,
): Promise<StockImportSummary[]> {
  await requireStockManager(deps.db, userId, dealerId);
  const rows = await latestStockImports(deps.db, dealerId, listedStockImports);
  return rows.map((row) => ({
    id: row.id,
    fileName: row.file_name,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    counts: row.counts,
  }));
}

/** How the dry run names a required column in its refusal. */
const columnNames = {
  make: 'make',
  model: 'model',
  firstRegistration: 'year',
  price: 'price',
} as const;
