import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { invitationAnswerBodySchema, teamMemberResponseSchema } from '#shared/schemas/team';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { accessQueryKey } from './my-access';

export type InvitationAction = 'accept' | 'reject';

export interface InvitationAnswer {
  dealerId: string;
  action: InvitationAction;
}

/** POST /dealer/team/accept or /reject for the signed-in user. */
export const answerInvitation = (userId: string, { dealerId, action }: InvitationAnswer) =>
  api.post<typeof teamMemberResponseSchema>(`/api/v1/dealer/team/${action}`, {
    dealerId,
    userId,
  } satisfies z.input<typeof invitationAnswerBodySchema>);

/**
 * Accept or reject; on success the access data is reloaded and the user verified again, so
 * that the route guards see the new status. (Plain async functions rather than useMutation:
 * decision 110.)
 */
export function useAnswerInvitation(userId: string) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return async (answer: InvitationAnswer) => {
    await answerInvitation(userId, answer);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: accessQueryKey(userId) }),
      refreshUser(),
    ]);
  };
}
