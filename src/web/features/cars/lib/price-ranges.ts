import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import type { PriceBand } from '#shared/reference/price-bands';
import { formatPrice } from '#shared/rules/format';

export type PriceRange = PriceBand;

/**
 * The budgets the home search offers: the ceilings Egyptians search by ("under a million"),
 * rather than bands, which would leave out the cheaper cars a buyer of that budget also wants.
 */
export const priceCeilings: readonly PriceRange[] = [500_000, 1_000_000, 1_500_000, 2_000_000].map(
  (max) => ({ id: `under-${max}`, max }),
);

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
