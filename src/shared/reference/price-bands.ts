/** A band of prices in Egyptian pounds, both bounds inclusive; an absent bound is open. */
export interface PriceBand {
  id: string;
  min?: number;
  max?: number;
}

/** The bands buyers pick from (home search, listings filters), each counted in the facets. */
export const priceBands: readonly PriceBand[] = [
  { id: 'under-500k', max: 500_000 },
  { id: '500k-1m', min: 500_000, max: 1_000_000 },
  { id: '1m-2m', min: 1_000_000, max: 2_000_000 },
  { id: '2m-4m', min: 2_000_000, max: 4_000_000 },
  { id: 'over-4m', min: 4_000_000 },
];
