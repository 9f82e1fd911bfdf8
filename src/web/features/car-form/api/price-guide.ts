import type { PriceGuideInput, priceGuideSchema } from '#shared/schemas/car';
import { api } from '../../../lib/api-client';

/**
 * What cars like this one are listed for (docs/decisions/116); public, no token needed. With
 * `mileage` the answer has the band of comparable cars on sale too (`market`, docs/decisions/140).
 */
export const getPriceGuide = (input: PriceGuideInput) => {
  const query = new URLSearchParams({
    make: input.make,
    model: input.model,
    year: String(input.year),
  });
  if (input.mileage !== undefined) query.set('mileage', String(input.mileage));
  return api.get<typeof priceGuideSchema>(`/api/v1/car/price-guide?${query.toString()}`);
};

/** The guide changes slowly: one answer serves the form for a few minutes. */
export const priceGuideQuery = (input: PriceGuideInput) => ({
  queryKey: [
    'price-guide',
    input.make,
    input.model,
    String(input.year),
    input.mileage === undefined ? '' : String(input.mileage),
  ] as const,
  queryFn: () => getPriceGuide(input),
  staleTime: 5 * 60_000,
});
