import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import { formatPrice } from '#shared/rules/format';

export interface PriceRange {
  id: string;
  min?: number;
  max?: number;
}

/** The ranges offered by the home search, in Egyptian pounds. */
export const priceRanges: readonly PriceRange[] = [
  { id: 'under-500k', max: 500_000 },
  { id: '500k-1m', min: 500_000, max: 1_000_000 },
  { id: '1m-2m', min: 1_000_000, max: 2_000_000 },
  { id: '2m-4m', min: 2_000_000, max: 4_000_000 },
  { id: 'over-4m', min: 4_000_000 },
];

/** The bounds offered by the min and max price filters. */
export const priceSteps: readonly number[] = [
  100_000, 250_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000,
  10_000_000,
];

/** The steps, plus the value from the URL when it is not one of them (so the select shows it). */
export const priceStepsWith = (value: number | undefined) =>
  value === undefined || priceSteps.includes(value)
    ? priceSteps
    : [...priceSteps, value].sort((a, b) => a - b);

export function priceRangeLabel(range: PriceRange, t: TFunction, language: Language): string {
  const min = range.min === undefined ? undefined : formatPrice(range.min, language);
  const max = range.max === undefined ? undefined : formatPrice(range.max, language);
  if (min && max) return t('price.between', { min, max });
  if (max) return t('price.under', { max });
  if (min) return t('price.over', { min });
  return t('price.any');
}
