import { z } from 'zod';

/*
 * Importing a dealership's stock from a spreadsheet (/my-cars/import): the columns a sheet may
 * have, how each was read, and what a dry run found in each row.
 */

/** What a sheet's column can hold: a field of the car form, the car's stock number or VIN, photos. */
export const stockFields = [
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
