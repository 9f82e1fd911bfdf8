import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Car, CarSearchInput, NearbySearchAnswer } from '#shared/schemas/car';
import { ApiError } from '../../../lib/api-error';
import { useSearchCars } from '../api/car-search';

/** The cars list states (docs/decisions/102). */
export type CarsState =
  | { status: 'fetching' }
  | {
      status: 'success';
      /** The current result, in the order of the search. */
      cars: Car[];
      /** Set together with `cars`: the server already applied the filter. */
      filteredCars: Car[];
      total: number;
      /** More cars match than `total` (the server counts up to 10,000). */
      totalIsCapped: boolean;
      page: number;
      pageSize: number;
      /** When nothing matches: the nearest searches that find cars, nearest first. */
      nearby: NearbySearchAnswer[];
    }
  | { status: 'error'; message: string };

export type CarsContextValue = CarsState & {
  /** Fetch the same search again (after an error). */
  retry: () => void;
};

/** 404 gives 'Cars not found', any other failure 'Failed to fetch cars'. */
export const carsErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? 'Cars not found' : 'Failed to fetch cars';

const CarsContext = createContext<CarsContextValue | null>(null);

/** Runs one car search (server data in React Query) and exposes it as the cars list state. */
export function CarsProvider({
  request,
  children,
}: {
  request: CarSearchInput;
  children: ReactNode;
}) {
  const { data, error, status, fetchStatus, refetch } = useSearchCars(request);
  const value = useMemo<CarsContextValue>(() => {
    const retry = () => void refetch();
    // A retry after an error is fetching again.
    if (status === 'pending' || (status === 'error' && fetchStatus === 'fetching')) {
      return { status: 'fetching', retry };
    }
    if (status === 'error') return { status: 'error', message: carsErrorMessage(error), retry };
    const cars = Object.values(data.cars);
    return {
      status: 'success',
      cars,
      filteredCars: cars,
      total: data.total,
      totalIsCapped: data.totalIsCapped,
      page: data.page,
      pageSize: data.pageSize,
      nearby: data.nearby ?? [],
      retry,
    };
  }, [data, error, status, fetchStatus, refetch]);
  return <CarsContext.Provider value={value}>{children}</CarsContext.Provider>;
}

export function useCars(): CarsContextValue {
  const context = useContext(CarsContext);
  if (!context) throw new Error('useCars must be used within a CarsProvider');
  return context;
}
