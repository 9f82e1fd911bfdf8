/*
 * The fair-price band (docs/decisions/140): a car is compared with the cars on sale of
 * the same make and model, registered within a year of it, in the same band of mileage.
 */

/** A car needs at least this many comparable cars (itself not counted) to be given a band. */
export const minComparables = 5;

/** Years either side of a car's first registration that its comparables may be from. */
export const comparableYears = 1;

/**
 * The mileage bands comparables share, by lower bound in kilometres (each up to the next's).
 * A car without a recorded mileage counts as 0 km, as the search counts it.
 */
export const mileageBandStarts = [0, 30_000, 80_000, 150_000, 250_000] as const;

/** The percentiles of comparables' prices that bound the band, and its middle. */
export const bandPercentiles = { low: 0.25, median: 0.5, high: 0.75 } as const;

/** The number of the mileage band `km` is in. */
export function mileageBandOf(km: number | null): number {
  const mileage = km ?? 0;
  let band = 0;
  while (band + 1 < mileageBandStarts.length && mileage >= mileageBandStarts[band + 1]!) band++;
  return band;
}

/** A band's kilometres: from `min`, below `max` (undefined: no upper end). */
export function mileageBandRange(band: number): { min: number; max: number | undefined } {
  return { min: mileageBandStarts[band]!, max: mileageBandStarts[band + 1] };
}
