import type { TFunction } from 'i18next';
import { comparableYears, mileageBandOf, mileageBandRange } from '#shared/reference/fair-price';
import type { Language } from '#shared/reference/types';
import { formatNumber, formatPrice } from '#shared/rules/format';
import type { Car, MarketBand } from '#shared/schemas/car';

/** "Similar cars: EGP 820,000 – EGP 910,000, from 23 listings". */
export const bandText = (band: MarketBand, t: TFunction, language: Language) =>
  t('fairPrice.band', {
    low: formatPrice(band.low, language),
    high: formatPrice(band.high, language),
    count: band.count,
    formatted: formatNumber(band.count, language),
  });

/** "30,000 to 80,000 km", or "250,000 km or more" for the last band. */
export function mileageBandText(km: number | null, t: TFunction, language: Language) {
  const { min, max } = mileageBandRange(mileageBandOf(km));
  return max === undefined
    ? t('fairPrice.mileageFrom', { min: formatNumber(min, language) })
    : t('fairPrice.mileageBetween', {
        min: formatNumber(min, language),
        max: formatNumber(max, language),
      });
}

/**
 * What "similar" means (src/shared/reference/fair-price.ts): the same make and model,
 * registered within a year of the car, in its band of mileage.
 */
export const similarMeansText = (
  car: Pick<Car, 'firstRegistration' | 'mileage'>,
  t: TFunction,
  language: Language,
) =>
  t('fairPrice.similarMeans', {
    from: String(car.firstRegistration - comparableYears),
    to: String(car.firstRegistration + comparableYears),
    mileage: mileageBandText(car.mileage, t, language),
  });
