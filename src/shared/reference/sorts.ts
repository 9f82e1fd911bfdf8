/** The orders a car search can be sorted in. */
export const carSorts = [
  'newest',
  'price-asc',
  'price-desc',
  'mileage-asc',
  'year-desc',
  /** Furthest below its fair-price band first; cars without a band last (docs/decisions/140). */
  'best-deal',
] as const;
export type CarSort = (typeof carSorts)[number];
