import { latestRegistrationYear, maxPicturesPerCar } from '#shared/schemas/car-write';
import { latinDigits, readMoney, readWholeNumber } from '#shared/rules/numbers';
import { maxStockNumberLength, maxVinLength } from '#shared/schemas/dealer-stock';
import {
  modelNameOf,
  readBodyStyle,
  readCity,
  readCondition,
  readFuelType,
  readMake,
  readModel,
  readTransmission,
  type TermReader,
} from '#shared/rules/term-reading';
import type { z } from 'zod';
import {
  stockCarValuesSchema,
  stockFieldSchema,
  type ColumnMapping,
  type RowProblem,
  type StockCarValues,
  type StockField,
} from '#shared/schemas/stock-import';

/*
 * One row of a dealer's sheet read into a car the way the car form reads its fields: Egyptian
 * amounts ("875.000", "٨٧٥ ألف", "1.5 مليون"), names in either language and their spellings,
 * then the form's own schema for every limit. What cannot be read is a problem named by field.
 */

/** The car a row describes, or why it cannot be one. */
export interface StockRow {
  carId: string | null;
  stockNumber: string | null;
  vin: string | null;
  /** The form's fields, when the row reads whole (no problems). */
  car: StockCarValues | null;
  photos: string[];
  problems: RowProblem[];
}

/** A row with no cell written: skipped, not refused. */
export const isEmptyRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

const lengthWords = /(km|kms|كم|كيلو ?متر|كيلو)/gi;
const capacityWords = /(cc|c\.c\.?|سي ?سي|kwh)/gi;
const litreWords = /(l|litre|liter|لتر)$/i;

/**
 * A cell as written, without the apostrophe an export puts before a text that starts like a
 * formula (`'=…`, `'+…`, `'-…`, `'@…`): what was exported imports back the same.
 */
export const unescapedCell = (cell: string) => cell.trim().replace(/^'(?=[=+\-@])/, '');

/** A row's cells by field, from the mapping; an unmapped field is undefined. */
function cellsByField(cells: readonly string[], mapping: ColumnMapping) {
  const byField = new Map<StockField, string>();
  mapping.forEach((field, column) => {
    if (field) byField.set(field, unescapedCell(cells[column] ?? ''));
  });
  return byField;
}

/** Reads a row; `dealerCity` stands in for an empty or missing place, as in the car form. */
export function readStockRow(
  cells: readonly string[],
  mapping: ColumnMapping,
  dealerCity: string,
): StockRow {
  const written = cellsByField(cells, mapping);
  const problems: RowProblem[] = [];
  const problem = (field: StockField | null, reason: RowProblem['reason'], limit?: number) =>
    problems.push({
      field,
      reason,
      value: (field && written.get(field)) ?? '',
      ...(limit === undefined ? {} : { limit }),
    });
  const text = (field: StockField) => written.get(field) ?? '';

  const choice = (field: StockField, read: TermReader, fallback?: string) => {
    const value = text(field);
    if (value === '') {
      if (fallback === undefined) problem(field, 'required');
      return fallback;
    }
    const key = read(value);
    if (key === undefined) problem(field, field === 'make' ? 'unknownMake' : 'unknownChoice');
    return key;
  };

  const wholeNumber = (field: StockField, value: string): number | undefined => {
    const reading = readWholeNumber(value);
    if (reading.ok) return reading.value;
    problem(field, 'notANumber');
    return undefined;
  };

  const carId = text('carId') || null;
  const stockNumber = text('stockNumber') || null;
  if (stockNumber && stockNumber.length > maxStockNumberLength) {
    problem('stockNumber', 'tooLong', maxStockNumberLength);
  }
  const vin = latinDigits(text('vin')).replace(/[\s-]/g, '').toUpperCase() || null;
  if (vin && vin.length > maxVinLength) problem('vin', 'tooLong', maxVinLength);

  const make = choice('make', readMake);
  const modelWritten = text('model');
  if (modelWritten === '') problem('model', 'required');
  const knownModel = make && readModel(make, modelWritten);
  const model = (make && knownModel && modelNameOf(make, knownModel)) ?? modelWritten;

  const yearWritten = latinDigits(text('firstRegistration'));
  let firstRegistration: number | undefined;
  if (yearWritten === '') problem('firstRegistration', 'required');
  else if (/^\d{4}$/.test(yearWritten)) firstRegistration = Number(yearWritten);
  else problem('firstRegistration', 'notANumber');

  let price: number | undefined;
  if (text('price') === '') problem('price', 'required');
  else {
    const reading = readMoney(text('price'));
    if (reading.ok) price = reading.value;
    else problem('price', 'notANumber');
  }

  const mileageWritten = text('mileage').replace(lengthWords, '').trim();
  let mileage: number | null = null;
  if (mileageWritten !== '') {
    const reading = readMoney(mileageWritten);
    if (reading.ok) mileage = reading.value;
    else problem('mileage', 'notANumber');
  }

  const ownersWritten = text('totalOwners');
  const totalOwners = ownersWritten === '' ? 0 : wholeNumber('totalOwners', ownersWritten);

  const condition = choice('condition', readCondition, 'usedCar');
  const transmission = choice('transmission', readTransmission);
  const fuelType = choice('fuelType', readFuelType);
  const bodyStyle = choice('bodyStyle', readBodyStyle);

  const capacityWritten = latinDigits(text('capacity')).replace(capacityWords, '').trim();
  let capacity: number | null = null;
  if (capacityWritten !== '') {
    const amount = capacityWritten.replace(litreWords, '').trim().replace(',', '.');
    const value = Number(amount);
    if (amount === '' || Number.isNaN(value)) problem('capacity', 'notANumber');
    // A petrol engine is held in cc, written "1600 cc" or in litres "1.6" / "1.6L"; every other
    // fuel's capacity is kWh, taken as written.
    else if (fuelType === 'petrol' && (litreWords.test(capacityWritten) || value < 10)) {
      capacity = Math.round(value * 1000);
    } else capacity = value;
  }
  const placeWritten = text('city');
  const city = placeWritten === '' ? dealerCity : readCity(placeWritten);
  if (city === undefined) problem('city', 'unknownCity');

  const photos = text('photos')
    .split(/[\s,;|]+/)
    .filter((address) => address !== '');
  if (photos.some((address) => !/^https?:\/\/[^\s/]+/i.test(address))) {
    problem('photos', 'badPhotoAddress');
  } else if (photos.length > maxPicturesPerCar) {
    problem('photos', 'tooManyPhotos', maxPicturesPerCar);
  }

  if (problems.length > 0) return { carId, stockNumber, vin, car: null, photos, problems };

  // The form's own schema holds every limit (years, amounts, lengths) as the form does.
  const parsed = stockCarValuesSchema.safeParse({
    make,
    model,
    firstRegistration,
    mileage,
    fuelType,
    capacity,
    condition,
    totalOwners,
    transmission,
    bodyStyle,
    city,
    price,
    description: text('description'),
  });
  if (!parsed.success) {
    problems.push(...problemsOfIssues(parsed.error.issues, (field) => written.get(field) ?? ''));
    return { carId, stockNumber, vin, car: null, photos, problems };
  }
  return { carId, stockNumber, vin, car: parsed.data, photos, problems };
}

/**
 * The problems the car form's schema found, by field: a limit passed, a choice it does not know,
 * a value missing or not a number. `valueOf` gives the value as written.
 */
export function problemsOfIssues(
  issues: readonly z.core.$ZodIssue[],
  valueOf: (field: StockField) => string,
): RowProblem[] {
  return issues.map((issue) => {
    const field = stockFieldSchema.safeParse(issue.path[0]).data ?? null;
    const at = { field, value: field ? valueOf(field) : '' };
    switch (issue.code) {
      case 'too_small':
        return { ...at, reason: 'tooSmall', limit: Number(issue.minimum) };
      case 'too_big':
        return {
          ...at,
          reason: issue.origin === 'string' ? 'tooLong' : 'tooLarge',
          limit: Number(issue.maximum),
        };
      case 'custom':
        // The one refinement of a number: a year after next year.
        return { ...at, reason: 'tooLarge', limit: latestRegistrationYear() };
      case 'invalid_value':
        if (at.value === '') return { ...at, reason: 'required' };
        return { ...at, reason: field === 'make' ? 'unknownMake' : 'unknownChoice' };
      case 'invalid_type':
        return { ...at, reason: at.value === '' ? 'required' : 'notANumber' };
      default:
        return { ...at, reason: 'notANumber' };
    }
  });
}
