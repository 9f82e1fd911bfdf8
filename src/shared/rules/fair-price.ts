import { bandPercentiles, minComparables } from '../reference/fair-price';
import type { FairPriceLabel, MarketBand } from '../schemas/car';

/**
 * The `q` quantile (0 to 1) of prices sorted ascending, interpolated between the two nearest
 * (the usual definition: numpy's default, Excel's PERCENTILE.INC). `at(k)` reads the k-th price,
 * so that a caller can leave one out without copying.
 */
export function quantile(count: number, at: (k: number) => number, q: number): number {
  const position = (count - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(below + 1, count - 1);
  return at(below) + (position - below) * (at(above) - at(below));
}

/**
 * The band of comparables' prices (sorted ascending, read through `at`), in whole pounds; null
 * with fewer than `minComparables` of them.
 */
export function marketBand(count: number, at: (k: number) => number): MarketBand | null {
  if (count < minComparables) return null;
  return {
    low: Math.round(quantile(count, at, bandPercentiles.low)),
    median: Math.round(quantile(count, at, bandPercentiles.median)),
    high: Math.round(quantile(count, at, bandPercentiles.high)),
    count,
  };
}

/** Where a price falls against its band: below it a good price, above it a high one. */
export function fairPriceLabel(price: number, band: MarketBand): FairPriceLabel {
  if (price < band.low) return 'good';
  if (price > band.high) return 'high';
  return 'fair';
}
