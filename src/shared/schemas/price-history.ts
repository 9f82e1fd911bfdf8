import { z } from 'zod';

/** The newest changes a car's history answers (a car repriced more often shows its latest). */
export const maxPriceChanges = 50;

/** One change of a listed car's price, in whole pounds; `changedAt` is an ISO instant. */
export const priceChangeSchema = z.object({
  previousPrice: z.number().int(),
  price: z.number().int(),
  changedAt: z.string(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/**
 * `GET /api/v1/car/{id}/price-history`: the changes of a public car's price since it was listed,
 * newest first (at most `maxPriceChanges`); empty when the price never changed.
 */
export const priceHistoryResponseSchema = z.object({ changes: z.array(priceChangeSchema) });
export type PriceHistoryResponse = z.infer<typeof priceHistoryResponseSchema>;
