import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  apiKeyListResponseSchema,
  createApiKeyBodySchema,
  createdApiKeyResponseSchema,
} from '#shared/schemas/api-key';
import { api } from '../../../lib/api-client';
import { accountQueryKey } from '../../../lib/auth';

/** A dealership's API keys, for its admins (docs/decisions/174). */
export const getApiKeys = (dealerId: string, signal?: AbortSignal) =>
  api
    .authGet<typeof apiKeyListResponseSchema>('/api/v1/api-keys', {
      params: { dealerId },
      signal,
    })
    .then((answer) => answer.apiKeys);

export const createApiKey = (body: z.input<typeof createApiKeyBodySchema>) =>
  api.post<typeof createdApiKeyResponseSchema>('/api/v1/api-keys', body);

export const revokeApiKey = (id: string) => api.del(`/api/v1/api-keys/${encodeURIComponent(id)}`);

export const apiKeysQueryKey = (userId: string, dealerId: string) =>
  [...accountQueryKey, userId, 'api-keys', dealerId] as const;

export const useApiKeys = (userId: string, dealerId: string) =>
  useQuery({
    queryKey: apiKeysQueryKey(userId, dealerId),
    queryFn: ({ signal }) => getApiKeys(dealerId, signal),
    staleTime: 0, // Other admins make and revoke keys too, and a key's last use moves.
  });

/** Make and revoke; each reloads the list when it succeeds. The made key is answered once. */
export function useApiKeyChanges(userId: string, dealerId: string) {
  const queryClient = useQueryClient();
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(userId, dealerId) });
  return {
    create: async (name: string) => {
      const created = await createApiKey({ dealerId, name });
      await reload();
      return created;
    },
    revoke: async (id: string) => {
      await revokeApiKey(id);
      await reload();
    },
  };
}
