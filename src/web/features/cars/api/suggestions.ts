import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CarSuggestInput, carSuggestResponseSchema } from '#shared/schemas/car';
import { api } from '../../../lib/api-client';
import { carKeys } from './query-keys';

export const getSuggestions = (request: CarSuggestInput, signal?: AbortSignal) =>
  api.get<typeof carSuggestResponseSchema>('/api/v1/car/suggest', {
    params: { ...request },
    signal,
  });

export const suggestionsQueryOptions = (request: CarSuggestInput) =>
  queryOptions({
    queryKey: carKeys.suggestions(request),
    // The signal is aborted when a newer text replaces this one before it is answered.
    queryFn: ({ signal }) => getSuggestions(request, signal),
    staleTime: 60_000,
  });

/**
 * The suggestions for what is typed, none asked for while the text is empty; the last answer
 * stays shown while the next one comes, so the list does not flicker as letters are added.
 */
export const useSuggestions = (request: CarSuggestInput) =>
  useQuery({
    ...suggestionsQueryOptions(request),
    enabled: request.q !== undefined && request.q !== '',
    placeholderData: keepPreviousData,
  });
