import type { TFunction } from 'i18next';
import type { ColumnMapping, StockField } from '#shared/schemas/stock-import';

/**
 * Every field a column can fill, in the shared schema's order (`stockFields`), written out here:
 * importing the schema's module would bring zod and the car form's schema into the account
 * screens' chunk (docs/decisions/103). `EveryStockField` fails to compile when one is missing.
 */
export const stockFieldList = [
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
] as const satisfies readonly StockField[];
type Holds<Check extends true> = Check;
/** Compiles only while the list holds every field of the schema. */
export type EveryStockField = Holds<
  Exclude<StockField, (typeof stockFieldList)[number]> extends never ? true : false
>;

/** The fields the dry run needs a column for (the server refuses a mapping without one). */
export const requiredStockFields = [
  'make',
  'model',
  'firstRegistration',
  'price',
] as const satisfies readonly StockField[];

const isRequired = (field: StockField) =>
  (requiredStockFields as readonly string[]).includes(field);

/** A field's name as the car form labels it; the ids and photos have their own. */
export function stockFieldLabel(t: TFunction, field: StockField): string {
  switch (field) {
    case 'carId':
      return t('stockImport.fields.carId');
    case 'stockNumber':
      return t('stockImport.fields.stockNumber');
    case 'vin':
      return t('stockImport.fields.vin');
    case 'photos':
      return t('stockImport.fields.photos');
    case 'firstRegistration':
      return t('carForm.year');
    case 'capacity':
      return t('carForm.capacity');
    case 'make':
    case 'model':
    case 'price':
    case 'mileage':
    case 'condition':
    case 'transmission':
    case 'fuelType':
    case 'bodyStyle':
    case 'city':
    case 'totalOwners':
    case 'description':
      return t(`carForm.${field}`);
  }
}

/** The choices of a column's select: every field, the needed ones marked, in the schema's order. */
export const stockFieldOptions = (t: TFunction) =>
  stockFieldList.map((field) => ({
    value: field,
    label: isRequired(field)
      ? t('stockImport.mapping.needed', { field: stockFieldLabel(t, field) })
      : stockFieldLabel(t, field),
  }));

/** A column's name: its header, or "Column 3" for a column without one. */
export const columnName = (t: TFunction, headers: readonly string[], column: number) =>
  headers[column]?.trim() || t('stockImport.mapping.untitled', { number: column + 1 });

/** What keeps a mapping from being checked: the needed fields no column holds, fields taken twice. */
export function mappingProblems(mapping: ColumnMapping) {
  const missing = requiredStockFields.filter((field) => !mapping.includes(field));
  /** Each column whose field an earlier or later column holds too, with that other column. */
  const repeated = new Map<number, number>();
  mapping.forEach((field, column) => {
    if (field === null) return;
    const other = mapping.findIndex((each, index) => each === field && index !== column);
    if (other !== -1) repeated.set(column, other);
  });
  return { missing, repeated };
}
