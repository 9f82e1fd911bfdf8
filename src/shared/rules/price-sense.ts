import type { PriceGuide } from '../schemas/car';

/** Below this no car is sold in Egypt: a price under it is a typing slip (docs/decisions/116). */
export const minPlausiblePriceEgp = 10_000;

/** A guide needs this many comparable cars before a price is judged against it. */
export const minComparableCars = 5;

/** Why a price looks wrong for the car, if it does. */
export type PriceDoubt = 'belowFloor' | 'farBelowMarket' | 'farAboveMarket';

/**
 * Whether `price` looks like a slip for a car that cars like it are listed for as `guide` says:
 * under EGP 10,000, under half the guide's low end, or over twice its high end.
 */
export function priceDoubt(price: number, guide?: PriceGuide): PriceDoubt | undefined {
  if (price < minPlausiblePriceEgp) return 'belowFloor';
  if (!guide || guide.count < minComparableCars || guide.low === null || guide.high === null) {
    return undefined;
  }
  if (price < guide.low / 2) return 'farBelowMarket';
  if (price > guide.high * 2) return 'farAboveMarket';
  return undefined;
}
