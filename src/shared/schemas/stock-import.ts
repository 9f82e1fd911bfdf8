import { z } from 'zod';
import { carFormSchema } from './car-write';
import { languages } from '../reference/types';

/*
 * Importing a dealership's stock from a spreadsheet (/my-cars/import): the columns a sheet may
 * have, how each was read, and what a dry run found in each row.
 */

/**
 * What a sheet's column can hold: a field of the car form, the car's id on Arabeya, its stock
 * number or VIN, photos.
 */
export const stockFields = [
  /** The car's id on Arabeya, as an export writes it: a round trip finds every car. */
  'carId',
  'stockNumber',
  'vin',
  'make',
  'model',
  'firstRegistration',
  'price',
  'mileage',
  'condition',
  'transmission',
  'fuelType',
  'bodyStyle',
  'city',
  'capacity',
  'totalOwners',
  'description',
  'photos',
] as const;
export const stockFieldSchema = z.enum(stockFields);
export type StockField = z.infer<typeof stockFieldSchema>;

/** The most columns a sheet may have (a wider one is refused). */
export const maxSheetColumns = 200;

/** Each column's field by position, or null: the column is not imported. */
export const columnMappingSchema = z
  .array(stockFieldSchema.nullable())
  .max(maxSheetColumns)
  .refine(
    (fields) => {
      const used = fields.filter((field) => field !== null);
      return new Set(used).size === used.length;
    },
    { error: 'Each field may come from one column only' },
  );
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/** Why a row's value was not taken; the screen says it in the dealer's language. */
export const rowProblemReasons = [
  'required',
  'unknownMake',
  'unknownCity',
  'unknownChoice',
  'notANumber',
  'tooSmall',
  'tooLarge',
  'tooLong',
  'repeatedInFile',
  'badPhotoAddress',
  'tooManyPhotos',
  'carLimit',
  'carGone',
  'unknownCar',
  /** A row gives its car a stock number or VIN that another car of the dealership has. */
  'numberTaken',
] as const;
export const rowProblemReasonSchema = z.enum(rowProblemReasons);
export type RowProblemReason = z.infer<typeof rowProblemReasonSchema>;

export const rowProblemSchema = z.object({
  /** The field whose column held the value; null for a problem of the whole row. */
  field: stockFieldSchema.nullable(),
  reason: rowProblemReasonSchema,
  /** The value as written, when there was one. */
  value: z.string(),
  /** The limit passed (`tooSmall`, `tooLarge`, `tooLong`, `tooManyPhotos`). */
  limit: z.number().optional(),
});
export type RowProblem = z.infer<typeof rowProblemSchema>;

/** A car as a sheet's row gives it: the form's fields but a status and extras. */
export const stockCarValuesSchema = carFormSchema.omit({ status: true, extras: true });
export type StockCarValues = z.output<typeof stockCarValuesSchema>;

/** What importing a row does: add a car, update the car of its number, nothing, or refuse it. */
export const stockRowActions = ['add', 'update', 'unchanged', 'refused'] as const;
export type StockRowAction = (typeof stockRowActions)[number];

/**
 * Where an import is: its file read (`uploaded`), its dry run done (`checked`), confirmed and
 * waiting for a worker (`queued`), being written (`running`), then `done` or `failed`.
 */
export const stockImportStatuses = [
  'uploaded',
  'checked',
  'queued',
  'running',
  'done',
  'failed',
] as const;
export type StockImportStatus = (typeof stockImportStatuses)[number];

export const stockImportCountsSchema = z.object({
  /** Rows with something written (the header and empty rows are not counted). */
  rows: z.number().int(),
  add: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  /** New cars with neither a stock number nor a VIN: a later import cannot find them by either. */
  withoutNumber: z.number().int(),
  /** Cars written so far by the confirmed import. */
  written: z.number().int(),
  /** Photo URLs of the new cars, to fetch once they are written. */
  photos: z.number().int(),
});
export type StockImportCounts = z.infer<typeof stockImportCountsSchema>;

/** A sheet just uploaded: its columns, first rows and each column's guessed field. */
export const stockImportPreviewSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  headers: z.array(z.string()),
  samples: z.array(z.array(z.string())),
  mapping: columnMappingSchema,
});
export type StockImportPreview = z.infer<typeof stockImportPreviewSchema>;

/** `POST /api/v1/stock/imports/{id}/check`: the mapping the dealer confirmed. */
export const stockImportCheckBodySchema = z.object({ mapping: columnMappingSchema }).strict();

export const stockImportParamsSchema = z.object({ id: z.string().min(1).max(64) }).strict();
export const stockImportQuerySchema = z.object({ dealerId: z.string().min(1).max(64) }).strict();

/**
 * The zip of photos added to an import (docs/decisions/176): its pictures, those whose stock
 * number or VIN is a row's that the import writes or leaves unchanged (`matched`) and the others
 * (`unmatched`), both null until a dry run has read the rows, and the files left out (`skipped`:
 * no picture by their first bytes, or larger than one picture may be).
 */
export const stockImportPhotoZipSchema = z.object({
  fileName: z.string(),
  pictures: z.number().int(),
  matched: z.number().int().nullable(),
  unmatched: z.number().int().nullable(),
  skipped: z.number().int(),
});
export type StockImportPhotoZip = z.infer<typeof stockImportPhotoZipSchema>;

/** An import as its screen shows it. */
export const stockImportStateSchema = z.object({
  id: z.string(),
  dealerId: z.string(),
  fileName: z.string(),
  status: z.enum(stockImportStatuses),
  headers: z.array(z.string()),
  mapping: columnMappingSchema.nullable(),
  counts: stockImportCountsSchema.partial(),
  /** Photos fetched and stored so far, and those that could not be. */
  photosFetched: z.number().int(),
  photosFailed: z.number().int(),
  photoZip: stockImportPhotoZipSchema.nullable(),
  /** The first refused rows, in sheet order. */
  refused: z.array(
    z.object({
      line: z.number().int(),
      stockNumber: z.string().nullable(),
      problems: z.array(rowProblemSchema),
    }),
  ),
});
export type StockImportState = z.infer<typeof stockImportStateSchema>;

/** `GET /api/v1/stock/imports/{id}/refused`: every refused row, for the report. */
export const stockImportRefusedSchema = stockImportStateSchema.pick({ refused: true });

/** An earlier import as the import screen lists it: its file, when it was uploaded, where it got. */
export const stockImportSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(stockImportStatuses),
  /** When the file was uploaded. */
  createdAt: z.string(),
  counts: stockImportCountsSchema.partial(),
});
export type StockImportSummary = z.infer<typeof stockImportSummarySchema>;

/** The most imports `GET /api/v1/stock/imports` lists. */
export const listedStockImports = 10;

/** `GET /api/v1/stock/imports?dealerId=…`: the dealership's last imports, newest first. */
export const stockImportListSchema = z.object({
  imports: z.array(stockImportSummarySchema).max(listedStockImports),
});

/** `GET /api/v1/stock/export`: the dealership's stock as a sheet of the import's format. */
export const stockExportQuerySchema = z
  .object({
    dealerId: z.string().min(1).max(64),
    format: z.enum(['csv', 'xlsx']).default('xlsx'),
    language: z.enum(languages).default('en'),
  })
  .strict();
