import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DealerSummary } from '#shared/schemas/dealer';
import { ApiError } from '../../../lib/api-error';
import { everyDealer, useDealers, type DealerSearch } from '../api/dealers';

/** The dealers list states (docs/decisions/102). */
export type DealersState =
  | { status: 'fetching' }
  | { status: 'success'; dealers: DealerSummary[] }
  | { status: 'error'; message: string };

export type DealersContextValue = DealersState & { retry: () => void };

/**
 * A failure sets 'Failed to fetch dealers' first, then 404 gives 'Dealers not
 * found' and any other failure 'Something went wrong with fetching the dealers'.
 */
export function dealersErrorMessage(error: unknown): string {
  let message = 'Failed to fetch dealers';
  if (error instanceof ApiError && error.status === 404) message = 'Dealers not found';
  else message = 'Something went wrong with fetching the dealers';
  return message;
}

const DealersContext = createContext<DealersContextValue | null>(null);

/** Fetches the dealer directory (optionally searched) as the dealers list state. */
export function DealersProvider({
  search = everyDealer,
  children,
}: {
  search?: DealerSearch;
  children: ReactNode;
}) {
  const { data, error, status, fetchStatus, refetch } = useDealers(search);
  const value = useMemo<DealersContextValue>(() => {
    const retry = () => void refetch();
    if (status === 'pending' || (status === 'error' && fetchStatus === 'fetching')) {
      return { status: 'fetching', retry };
    }
    if (status === 'error') return { status: 'error', message: dealersErrorMessage(error), retry };
    return { status: 'success', dealers: data.dealers, retry };
  }, [data, error, status, fetchStatus, refetch]);
  return <DealersContext.Provider value={value}>{children}</DealersContext.Provider>;
}

export function useDealersContext(): DealersContextValue {
  const context = useContext(DealersContext);
  if (!context) throw new Error('DealersContext was used outside the DealersProvider');
  return context;
}
