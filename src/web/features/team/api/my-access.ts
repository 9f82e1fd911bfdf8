import { useQuery } from '@tanstack/react-query';
import type { InBothLanguages } from '#shared/rules/dealer-names';
import type { dealerListResponseSchema } from '#shared/schemas/dealer';
import type { z } from 'zod';
import type { dealerIdBodySchema, TeamMember, teamListResponseSchema } from '#shared/schemas/team';
import { api } from '../../../lib/api-client';
import { accountQueryKey } from '../../../lib/auth';

/** One dealership whose team lists the signed-in user, with the user's entry. */
export interface AccessEntry {
  dealerId: string;
  dealerNames: InBothLanguages;
  member: TeamMember;
}

/** Shown as 'Failed to load dealer access. Please try again later.' (docs/decisions/111). */
export const fetchDealersFailedMessage = 'Failed to fetch dealers';

/**
 * The access data: GET /dealer with the bearer token (only the dealerships
 * whose team lists the user), then the team call per dealer to find the user's own entry.
 */
export async function getMyAccess(userId: string, signal?: AbortSignal): Promise<AccessEntry[]> {
  try {
    const { dealers } = await api.authGet<typeof dealerListResponseSchema>('/api/v1/dealer', {
      signal,
    });
    const entries = await Promise.all(
      dealers.map(async (dealer) => {
        const { team_members } = await api.post<typeof teamListResponseSchema>(
          '/api/v1/dealer/team',
          { dealerId: dealer.id } satisfies z.input<typeof dealerIdBodySchema>,
          { signal },
        );
        const member = team_members.find((entry) => entry.id === userId);
        return member && { dealerId: dealer.id, dealerNames: dealer.names, member };
      }),
    );
    return entries.filter((entry) => entry !== undefined);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(fetchDealersFailedMessage, { cause: error });
  }
}

export const accessQueryKey = (userId: string) => [...accountQueryKey, userId, 'access'] as const;

export const useMyAccess = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: accessQueryKey(userId),
    queryFn: ({ signal }) => getMyAccess(userId, signal),
    enabled,
    retry: false,
    staleTime: 0, // Invitations change elsewhere: always ask again when the screen opens.
  });
