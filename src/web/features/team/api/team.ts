import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  changeRoleBodySchema,
  dealerIdBodySchema,
  inviteBodySchema,
  memberBodySchema,
  teamListResponseSchema,
  teamMemberResponseSchema,
} from '#shared/schemas/team';
import type { TeamRole } from '#shared/schemas/user';
import { api } from '../../../lib/api-client';
import { accountQueryKey } from '../../../lib/auth';

/** The team calls (docs/decisions/020-team-calls.md). */
export const getTeam = (dealerId: string, signal?: AbortSignal) =>
  api
    .post<typeof teamListResponseSchema>(
      '/api/v1/dealer/team',
      { dealerId } satisfies z.input<typeof dealerIdBodySchema>,
      { signal },
    )
    .then((answer) => answer.team_members);

export const inviteMember = (body: z.input<typeof inviteBodySchema>) =>
  api.post<typeof teamMemberResponseSchema>('/api/v1/team/invite', body);

export const removeMember = (body: z.input<typeof memberBodySchema>) =>
  api.post('/api/v1/team/remove', body);

export const changeMemberRole = (body: z.input<typeof changeRoleBodySchema>) =>
  api.post<typeof teamMemberResponseSchema>('/api/v1/team/role', body);

export const teamQueryKey = (userId: string, dealerId: string) =>
  [...accountQueryKey, userId, 'team', dealerId] as const;

export const useTeam = (userId: string, dealerId: string) =>
  useQuery({
    queryKey: teamQueryKey(userId, dealerId),
    queryFn: ({ signal }) => getTeam(dealerId, signal),
    staleTime: 0, // Others change the team too: ask again when the screen opens.
  });

/** Invite, remove and change role; each reloads the team when it succeeds. */
export function useTeamChanges(userId: string, dealerId: string) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: teamQueryKey(userId, dealerId) });
  return {
    invite: async (input: { email: string; role: TeamRole }) => {
      await inviteMember({ dealerId, ...input });
      await reload();
    },
    remove: async (memberId: string) => {
      await removeMember({ dealerId, memberId });
      await reload();
    },
    changeRole: async (input: { memberId: string; role: TeamRole }) => {
      await changeMemberRole({ dealerId, ...input });
      await reload();
    },
  };
}
