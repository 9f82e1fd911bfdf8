import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealerDetailSchema, dealerParamsSchema } from '#shared/schemas/dealer';
import { dealerProfileBodySchema } from '#shared/schemas/team';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { HttpError, notFound } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import type { Authenticate } from '../auth/authenticate';
import { addFounder, isDealerAdmin, mayEditDealerProfile } from '../team/team.service';
import { settleRole } from '../users/users.repository';
import {
  insertDealerProfile,
  lockDealerProfile,
  lockUser,
  updateDealerProfile,
} from './dealer-profile.repository';
import { dealerDetail } from './dealers.service';

/** "Become a dealer" and the dealer profile (docs/decisions/020). */
export const dealerProfileRoutes =
  (db: Db, authenticate: Authenticate, storage: Storage): FastifyPluginAsyncZod =>
  async (app) => {
    const detailOf = async (id: string) => {
      const detail = await dealerDetail(db, storage, id);
      if (!detail) throw notFound('Dealer');
      return detail;
    };

    app.post(
      '/api/v1/dealer/register',
      { schema: { body: dealerProfileBodySchema, response: { 201: dealerDetailSchema } } },
      async (request, reply) => {
        const session = await authenticate(request);
        const dealerId = await db.transaction().execute(async (trx) => {
          const user = await lockUser(trx, session.userId);
          if (!user) throw new HttpError(401, 'Invalid or expired session token');
          if (await isDealerAdmin(trx, user.id)) {
            throw new HttpError(409, 'You already run a dealership');
          }
          const id = newId('dlr');
          await insertDealerProfile(trx, id, request.body);
          await addFounder(trx, id, user);
          await settleRole(trx, user.id);
          return id;
        });
        return reply.code(201).send(await detailOf(dealerId));
      },
    );

    app.patch(
      '/api/v1/dealer/:id',
      {
        schema: {
          params: dealerParamsSchema,
          body: dealerProfileBodySchema,
          response: { 200: dealerDetailSchema },
        },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        const dealerId = request.params.id;
        await db.transaction().execute(async (trx) => {
          if (!(await lockDealerProfile(trx, dealerId))) throw notFound('Dealer');
          if (!(await mayEditDealerProfile(trx, dealerId, userId))) {
            throw new HttpError(403, "Only the dealership's admins can edit its profile");
          }
          await updateDealerProfile(trx, dealerId, request.body);
        });
        return detailOf(dealerId);
      },
    );
  };
