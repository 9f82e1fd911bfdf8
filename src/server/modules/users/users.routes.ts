import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  userUpdateBodySchema,
  userUpdateResponseSchema,
  verifyResponseSchema,
} from '#shared/schemas/user';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { sessionRequired, type Authenticate } from '../../plugins/authenticate';
import { findUser, recordUserUpdate } from './users.repository';
import type { UserTeams } from './users.service';

export const userRoutes =
  (db: Db, authenticate: Authenticate, mapsKey: string, teams: UserTeams): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/user/verify',
      {
        preParsing: sessionRequired(authenticate),
        schema: { response: { 200: verifyResponseSchema } },
      },
      async (request) => {
        const session = await authenticate(request);
        const user = await findUser(db, session.userId);
        if (!user) throw new HttpError(401, 'Invalid or expired session token');
        return {
          mapsKey,
          user: {
            uid: user.id,
            name: user.name,
            email: user.email,
            photoURL: user.photo_url,
            role: user.role,
            dealer_access: await teams.dealerAccessOf(db, user.id),
          },
        };
      },
    );

    app.post(
      '/api/v1/user/update',
      {
        preParsing: sessionRequired(authenticate),
        schema: { body: userUpdateBodySchema, response: { 200: userUpdateResponseSchema } },
      },
      async (request) => {
        const session = await authenticate(request);
        const body = request.body;
        const user = await findUser(db, session.userId);
        if (!user || body.userId !== user.id || body.email.toLowerCase() !== user.email) {
          throw new HttpError(403, 'You can only update your own user entry');
        }
        await recordUserUpdate(db, user.id, {
          name: body.firebaseName || user.name,
          photoUrl: body.photoUrl || null,
          lastSeen: new Date(body.lastSeen),
        });
        return { role: await teams.settleRole(db, user.id) };
      },
    );
  };
