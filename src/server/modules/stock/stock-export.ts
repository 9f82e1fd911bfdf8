import { stringify } from 'csv-stringify/sync';
import { cities } from '#shared/reference/cities';
import { makes } from '#shared/reference/makes';
import type { Language } from '#shared/reference/types';
import { bodyStyles, conditions, fuelTypes, transmissions } from '#shared/reference/vehicle';
import { displayName } from '#shared/rules/names';
import type { StockField } from '#shared/schemas/stock-import';
import type { StockCar } from '../cars/cars.service';
import { loadExcel } from './excel';

/*
 * A dealership's stock as a sheet in the import's own format (docs/decisions/173): headers an
 * import recognises, names in the chosen language, and each car's id on Arabeya, so a dealer can
 * edit the export and import it back, and a round trip changes nothing.
 */

export type StockSheetFormat = 'csv' | 'xlsx';

/** The exported columns, with their headers in each language (both are import headers). */
const columns: readonly { field: Exclude<StockField, 'photos'>; en: string; ar: string }[] = [
  { field: 'carId', en: 'Arabeya ID', ar: 'رقم الإعلان' },
  { field: 'stockNumber', en: 'Stock number', ar: 'رقم العربية في المعرض' },
  { field: 'vin', en: 'VIN', ar: 'رقم الشاسيه' },
  { field: 'make', en: 'Make', ar: 'الماركة' },
  { field: 'model', en: 'Model', ar: 'الطراز' },
  { field: 'firstRegistration', en: 'Year', ar: 'سنة الصنع' },
  { field: 'price', en: 'Price', ar: 'السعر' },
  { field: 'mileage', en: 'Mileage', ar: 'العداد' },
  { field: 'condition', en: 'Condition', ar: 'الحالة' },
  { field: 'transmission', en: 'Transmission', ar: 'ناقل الحركة' },
  { field: 'fuelType', en: 'Fuel', ar: 'الوقود' },
  { field: 'bodyStyle', en: 'Body style', ar: 'الشكل' },
  { field: 'city', en: 'City', ar: 'المدينة' },
  { field: 'capacity', en: 'Engine', ar: 'سعة المحرك' },
  { field: 'totalOwners', en: 'Owners', ar: 'عدد الملاك' },
  { field: 'description', en: 'Description', ar: 'الوصف' },
];

/** The headers of an export in `language`, in column order. */
export const exportHeaders = (language: Language) => columns.map((column) => column[language]);

/** One car's cells, in column order: numbers as numbers, names in `language`. */
function carCells(car: StockCar, language: Language): (string | number)[] {
  const { values } = car;
  const byField: Record<(typeof columns)[number]['field'], string | number> = {
    carId: car.id,
    stockNumber: car.stockNumber ?? '',
    vin: car.vin ?? '',
    make: displayName(makes, values.make, language),
    // As stored: a model typed in either language reads back to itself.
    model: values.model,
    firstRegistration: values.firstRegistration,
    price: values.price,
    mileage: values.mileage ?? '',
    condition: displayName(conditions, values.condition, language),
    transmission: displayName(transmissions, values.transmission, language),
    fuelType: displayName(fuelTypes, values.fuelType, language),
    bodyStyle: displayName(bodyStyles, values.bodyStyle, language),
    city: displayName(cities, values.city, language),
    capacity: values.capacity ?? '',
    totalOwners: values.totalOwners,
    description: values.description,
  };
  return columns.map((column) => byField[column.field]);
}

/**
 * A text a spreadsheet would take for a formula (`=`, `+`, `-`, `@` first) gets an apostrophe
 * before it: shown as text, never run; an import takes the apostrophe off again.
 */
export const csvSafeCell = (cell: string | number) =>
  typeof cell === 'string' && /^[=+\-@]/.test(cell) ? `'${cell}` : cell;

/** The stock as a file of `format`, with its content type. */
export async function stockSheet(
  cars: readonly StockCar[],
  format: StockSheetFormat,
  language: Language,
): Promise<{ body: Buffer; contentType: string }> {
  const rows = cars.map((car) => carCells(car, language));
  if (format === 'csv') {
    const text = stringify([exportHeaders(language), ...rows.map((row) => row.map(csvSafeCell))]);
    // The BOM tells Excel the file is UTF-8, so Arabic opens readable.
    return { body: Buffer.from(`\uFEFF${text}`), contentType: 'text/csv; charset=utf-8' };
  }
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(language === 'ar' ? 'المخزون' : 'Stock', {
    views: [{ rightToLeft: language === 'ar', state: 'frozen', ySplit: 1 }],
  });
  // Cells are written as values, never as formulas: a text starting with `=` stays text.
  sheet.addRow(exportHeaders(language));
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  return {
    body: Buffer.from(await book.xlsx.writeBuffer()),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
