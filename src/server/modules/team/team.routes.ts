import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeRoleBodySchema,
  dealerIdBodySchema,
  invitationAnswerBodySchema,
  inviteBodySchema,
  memberBodySchema,
  teamListResponseSchema,
  teamMemberResponseSchema,
} from '#shared/schemas/team';
import { noContentSchema } from '#shared/schemas/common';
import type { Db } from '../../db/database';
import { sessionRequired, type Authenticate } from '../../plugins/authenticate';
import {
  answerInvitation,
  changeMemberRole,
  inviteMember,
  listTeam,
  removeMember,
} from './team.service';

/** The team calls: list, accept, reject, invite, remove and change role (docs/decisions/020). */
export const teamRoutes =
  (db: Db, authenticate: Authenticate): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/dealer/team',
      {
        preParsing: sessionRequired(authenticate),
        schema: { body: dealerIdBodySchema, response: { 200: teamListResponseSchema } },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        return { team_members: await listTeam(db, request.body.dealerId, userId) };
      },
    );

    for (const [action, status] of [
      ['accept', 'approved'],
      ['reject', 'rejected'],
    ] as const) {
      app.post(
        `/api/v1/dealer/team/${action}`,
        {
          preParsing: sessionRequired(authenticate),
          schema: {
            body: invitationAnswerBodySchema,
            response: { 200: teamMemberResponseSchema },
          },
        },
        async (request) => {
          const { userId } = await authenticate(request);
          return { team_member: await answerInvitation(db, userId, request.body, status) };
        },
      );
    }

    app.post(
      '/api/v1/team/invite',
      {
        preParsing: sessionRequired(authenticate),
        schema: { body: inviteBodySchema, response: { 201: teamMemberResponseSchema } },
      },
      async (request, reply) => {
        const { userId } = await authenticate(request);
        const member = await inviteMember(db, userId, request.body);
        return reply.code(201).send({ team_member: member });
      },
    );

    app.post(
      '/api/v1/team/remove',
      {
        preParsing: sessionRequired(authenticate),
        schema: { body: memberBodySchema, response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        const { userId } = await authenticate(request);
        await removeMember(db, userId, request.body);
        return reply.code(204).send();
      },
    );

    app.post(
      '/api/v1/team/role',
      {
        preParsing: sessionRequired(authenticate),
        schema: { body: changeRoleBodySchema, response: { 200: teamMemberResponseSchema } },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        return { team_member: await changeMemberRole(db, userId, request.body) };
      },
    );
  };
