import type { TFunction } from 'i18next';
import {
  latestRegistrationYear,
  maxCapacity,
  maxDescriptionLength,
  maxModelLength,
  maxTotalOwners,
} from '#shared/schemas/car-write';
import { maxMileageKm, maxPriceEgp, minRegistrationYear } from '#shared/reference/limits';
import { formatNumber } from '#shared/rules/format';
import { readMoney, readWholeNumber } from '#shared/rules/numbers';
import type { Language } from '#shared/reference/types';

/** A field error as react-hook-form holds it: `type` is the zod issue code. */
export interface FieldErrorLike {
  type?: string | number;
  message?: string | undefined;
}

const choiceFields = new Set([
  'make',
  'fuelType',
  'condition',
  'transmission',
  'bodyStyle',
  'city',
  'status',
]);

/**
 * The schema's messages are English: the field and the kind of the error pick a translated
 * text instead (a missing value, not a number, not whole, or outside the field's range).
 */
export function fieldErrorText(
  t: TFunction,
  language: Language,
  field: string,
  error: FieldErrorLike | undefined,
  value: unknown,
): string | undefined {
  if (!error) return undefined;
  const number = (count: number) => formatNumber(count, language);
  if (choiceFields.has(field)) return t('carForm.errors.choose');
  if (field === 'model') {
    return error.type === 'too_big'
      ? t('carForm.errors.tooLong', { count: maxModelLength, max: number(maxModelLength) })
      : t('carForm.errors.model');
  }
  if (field === 'description') {
    return t('carForm.errors.tooLong', {
      count: maxDescriptionLength,
      max: number(maxDescriptionLength),
    });
  }
  if (field === 'extras') return t('carForm.errors.extras');
  if (value === undefined || value === null || value === '') return t('carForm.errors.required');
  // Text that did not read as a number is kept as typed (form-values.ts): say what is wrong.
  if (typeof value === 'string') {
    const reading = field === 'price' ? readMoney(value) : readWholeNumber(value);
    if (!reading.ok && reading.problem === 'grouping') {
      return t(field === 'price' ? 'carForm.errors.priceGrouping' : 'carForm.errors.grouping', {
        typed: value.trim(),
      });
    }
    return t('carForm.errors.number');
  }
  if (typeof value !== 'number' || Number.isNaN(value)) return t('carForm.errors.number');
  if (!Number.isInteger(value) && field !== 'capacity') return t('carForm.errors.wholeNumber');
  switch (field) {
    case 'firstRegistration':
      return t('carForm.errors.year', {
        min: minRegistrationYear,
        max: latestRegistrationYear(),
      });
    case 'mileage':
      return t('carForm.errors.mileage', { max: number(maxMileageKm) });
    case 'capacity':
      return t('carForm.errors.capacity', { max: number(maxCapacity) });
    case 'totalOwners':
      return t('carForm.errors.owners', { max: maxTotalOwners });
    case 'price':
      return t('carForm.errors.price', { max: number(maxPriceEgp) });
    default:
      return t('carForm.errors.invalid');
  }
}
