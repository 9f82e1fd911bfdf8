import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FinanceOffer } from '#shared/schemas/car';
import type {
  DealerFinanceOfferResponse,
  dealerFinanceOfferResponseSchema,
} from '#shared/schemas/dealer-finance';
import { api } from '../../../lib/api-client';

const path = '/api/v1/dealer/finance-offer';

/** Query keys of the finance-offer feature. */
export const financeOfferKeys = {
  all: ['finance-offer'] as const,
  mine: () => [...financeOfferKeys.all, 'mine'] as const,
};

/** `GET`: the signed-in member's dealership and its finance programme (null: the defaults). */
export const getFinanceOffer = (signal?: AbortSignal) =>
  api.authGet<typeof dealerFinanceOfferResponseSchema>(path, { signal });

/** `PUT`: sets or replaces the programme; the dealership's admin only. */
export const putFinanceOffer = (offer: FinanceOffer) =>
  api.put<typeof dealerFinanceOfferResponseSchema>(path, offer);

/** `DELETE`: back to the market's default terms; the dealership's admin only. */
export const deleteFinanceOffer = () => api.del<typeof dealerFinanceOfferResponseSchema>(path);

export const financeOfferQueryOptions = () =>
  queryOptions({
    queryKey: financeOfferKeys.mine(),
    queryFn: ({ signal }) => getFinanceOffer(signal),
  });

export const useFinanceOffer = () => useQuery(financeOfferQueryOptions());

/**
 * Saving or removing the programme: the answer becomes the cached one. Cars already loaded keep
 * the old terms until they are fetched again (the dealer's own cars come fresh on the next visit).
 */
export function useChangeFinanceOffer() {
  const queryClient = useQueryClient();
  const settle = (answer: DealerFinanceOfferResponse) =>
    queryClient.setQueryData(financeOfferKeys.mine(), answer);
  return {
    save: useMutation({ mutationFn: putFinanceOffer, onSuccess: settle }),
    remove: useMutation({ mutationFn: deleteFinanceOffer, onSuccess: settle }),
  };
}
