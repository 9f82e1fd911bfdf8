/** The orders a car search can be sorted in. */
export const carSorts = ['newest', 'price-asc', 'price-desc', 'mileage-asc', 'year-desc'] as const;
export type CarSort = (typeof carSorts)[number];
