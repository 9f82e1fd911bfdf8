import { extras } from '#shared/reference/extras';
import { makes } from '#shared/reference/makes';
import type { Language } from '#shared/reference/types';
import { displayName, resolveKeys } from '#shared/rules/names';
import type { Car } from '#shared/schemas/car';
import type { CarFormInput, CarFormValues, UpdateCarBody } from '#shared/schemas/car-write';

/** A new car: used, no previous owner counted, listed at once (the dealer may pick draft). */
export const newCarDefaults: Partial<CarFormInput> = {
  condition: 'usedCar',
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
    status: car.status,
  };
}

/**
 * The values as stored: a model typed as one of the make's models (in either language, any
 * case) becomes that model's key, so listings and filters know it; other text stays as typed.
 */
export function storedValues(values: CarFormValues): CarFormValues {
  const [key] = resolveKeys(modelsOf(values.make), values.model);
  return { ...values, model: key ?? values.model };
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

/** A number typed in a field: grouping and spaces ignored, Arabic-Indic digits read too. */
export function parseNumber(text: unknown): number | undefined {
  if (typeof text === 'number') return text;
  if (typeof text !== 'string') return undefined;
  const latin = text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/\u066B/g, '.')
    .replace(/[\s,\u066C]/g, '');
  return latin === '' ? undefined : Number(latin);
}
