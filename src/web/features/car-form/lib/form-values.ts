import { extras } from '#shared/reference/extras';
import { makes } from '#shared/reference/makes';
import type { Language } from '#shared/reference/types';
import {
  latinDigits,
  readMoney,
  readWholeNumber,
  type WholeNumberReading,
} from '#shared/rules/numbers';
import { displayName, resolveKeys } from '#shared/rules/names';
import type { Car } from '#shared/schemas/car';
import type { CarFormInput, CarFormValues, UpdateCarBody } from '#shared/schemas/car-write';

/**
 * A new car: used, petrol (nearly every car on Egypt's market), no previous owner counted,
 * listed at once (the dealer may pick draft).
 */
export const newCarDefaults: Partial<CarFormInput> = {
  condition: 'usedCar',
  fuelType: 'petrol',
  totalOwners: 0,
  description: '',
  extras: [],
  status: 'active',
};

const extraKeys = new Set(extras.map((extra) => extra.key));

const modelsOf = (make: string) => makes.find((entry) => entry.key === make)?.models ?? [];

/** The form's values for a stored car; a known model shows by its name in `language`. */
export function formValuesOf(car: Car, language: Language): CarFormValues {
  return {
    make: car.make,
    model: displayName(modelsOf(car.make), car.model, language),
    firstRegistration: car.firstRegistration,
    mileage: car.mileage,
    fuelType: car.fuelType,
    capacity: car.capacity,
    condition: car.condition,
    totalOwners: car.totalOwners,
    transmission: car.transmission,
    bodyStyle: car.bodyStyle,
    city: car.city,
    price: car.price,
    description: car.description,
    // Older extras are shown on the listing but not written (decision 030): the form offers the 60.
    extras: car.extras.filter((key) => extraKeys.has(key)),
    // A hidden car is the operator's to restore: the form shows it no status field,
    // so this stand-in is never changed, and `changedFields` never sends it.
    status: car.status === 'hidden' ? 'active' : car.status,
  };
}

/**
 * The values as stored: a model typed as one of the make's models (in either language, any
 * case) becomes that model's key, so listings and filters know it; other text stays as typed.
 */
export function storedValues(values: CarFormValues): CarFormValues {
  return { ...values, model: storedModel(values.make, values.model) };
}

/** A model as stored: the key of one of the make's models when typed as one, else the text. */
export function storedModel(make: string, model: string): string {
  const [key] = resolveKeys(modelsOf(make), model);
  return key ?? model;
}

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, index) => item === b[index])
    : a === b;

/** The fields that differ from the car as it was loaded: the body of the PATCH. */
export function changedFields(before: CarFormValues, after: CarFormValues): UpdateCarBody {
  const changes: Record<string, unknown> = {};
  for (const field of Object.keys(after) as (keyof CarFormValues)[]) {
    if (!same(before[field], after[field])) changes[field] = after[field];
  }
  return changes as UpdateCarBody;
}

/**
 * What a number field holds once read: the number, nothing (left empty), or the text as typed
 * when it does not read as a number, so that the error can say why ("8.75" is badly grouped).
 */
export type TypedNumber = number | string | undefined;

type Reader = (text: string) => WholeNumberReading;

/** Reads a field with `read`; a leading minus is kept so the range check can name the range. */
function typedNumber(text: unknown, read: Reader): TypedNumber {
  if (typeof text === 'number') return text;
  if (typeof text !== 'string') return undefined;
  const minus = /^\s*[-\u2212]/.exec(text);
  const reading = read(minus ? text.slice(minus[0].length) : text);
  if (reading.ok) return minus ? -reading.value : reading.value;
  return reading.problem === 'empty' && !minus ? undefined : text;
}

/** Year, mileage and owners: Arabic-Indic digits and thousands separators (decision 116). */
export const wholeNumberValue = (text: unknown) => typedNumber(text, readWholeNumber);

/** The price: everything a whole number takes, plus "875 ألف", "875k", "1.5 مليون", "EGP". */
export const moneyValue = (text: unknown) => typedNumber(text, readMoney);

/**
 * The capacity: cc are whole ("1.600" is 1,600 cc), but a battery may have a fraction of a kWh,
 * so one separator before one or two digits ("75.5", "٧٥٫٥") is a decimal point.
 */
export const capacityValue = (text: unknown) =>
  typedNumber(text, (typed) => {
    const decimal = /^\s*(\d+)[.,\u066B](\d{1,2})\s*$/.exec(latinDigits(typed));
    return decimal
      ? { ok: true, value: Number(`${decimal[1]}.${decimal[2]}`) }
      : readWholeNumber(typed);
  });
