import { z } from 'zod';
import { financeOfferSchema } from './car';
import { idSchema } from './common';

/**
 * `GET`, `PUT` and `DELETE /api/v1/dealer/finance-offer` (docs/decisions/141): the
 * signed-in member's dealership and its finance programme, null when its cars show the market's
 * default terms. `PUT` takes `financeOfferSchema` as its body.
 */
export const dealerFinanceOfferResponseSchema = z.object({
  dealerId: idSchema,
  offer: financeOfferSchema.nullable(),
});
export type DealerFinanceOfferResponse = z.infer<typeof dealerFinanceOfferResponseSchema>;
