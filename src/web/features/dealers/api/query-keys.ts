/** Query keys of the dealers feature. */
export const dealerKeys = {
  all: ['dealers'] as const,
  lists: () => [...dealerKeys.all, 'list'] as const,
  list: (query: string, governorate: string) =>
    [...dealerKeys.lists(), query, governorate] as const,
  details: () => [...dealerKeys.all, 'detail'] as const,
  detail: (id: string) => [...dealerKeys.details(), id] as const,
};
