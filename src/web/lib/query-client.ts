import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';

export const queryConfig = {
  queries: {
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    // A 4xx answer will not change on retry; network and server errors may.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
  },
} satisfies DefaultOptions;

export const createQueryClient = () => new QueryClient({ defaultOptions: queryConfig });
