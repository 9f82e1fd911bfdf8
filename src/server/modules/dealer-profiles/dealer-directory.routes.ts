import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dealerDetailSchema,
  dealerListQuerySchema,
  dealerListResponseSchema,
  dealerParamsSchema,
} from '#shared/schemas/dealer';
import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { notFound } from '../../plugins/errors';
import type { Authenticate } from '../../plugins/authenticate';
import { withFairPrices, type CarSearch } from '../cars/cars.service';
import { dealerDetail, listDealers } from './dealer-directory.service';

export const dealerRoutes =
  (
    db: Db,
    readDb: Db,
    storage: Storage,
    authenticate: Authenticate,
    carSearch: Pick<CarSearch, 'fairPrices'>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/dealer',
      {
        schema: { querystring: dealerListQuerySchema, response: { 200: dealerListResponseSchema } },
      },
      async (request) => {
        // Public without a token; with one (the My Access screen), only the user's dealerships.
        const session =
          request.headers.authorization === undefined ? undefined : await authenticate(request);
        const filter = { query: request.query.q, governorate: request.query.governorate };
        const dealers = session
          ? await listDealers(db, storage, { ...filter, memberId: session.userId })
          : await listDealers(readDb, storage, filter);
        return { dealers };
      },
    );

    app.get(
      '/api/v1/dealer/:id',
      { schema: { params: dealerParamsSchema, response: { 200: dealerDetailSchema } } },
      async (request) => {
        // A dealership just registered may not have reached the replica yet.
        const detail =
          (await dealerDetail(readDb, storage, request.params.id)) ??
          (readDb === db ? undefined : await dealerDetail(db, storage, request.params.id));
        if (!detail) throw notFound('Dealer');
        return { ...detail, cars: await withFairPrices(carSearch, detail.cars) };
      },
    );
  };
