import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  favouriteParamsSchema,
  favouriteSchema,
  favouritesResponseSchema,
  keepFavouriteQuerySchema,
  mergeFavouritesBodySchema,
} from '#shared/schemas/buyer';
import { noContentSchema } from '#shared/schemas/common';
import type { Db } from '../../db/database';
import { sessionRequired, type Authenticate } from '../../plugins/authenticate';
import type { Storage } from '../../storage/storage';
import type { CarSearch } from '../cars/cars.service';
import {
  addFavourite,
  listFavourites,
  mergeFavourites,
  removeFavourite,
} from './favourites.service';

export const favouriteRoutes =
  (
    db: Db,
    storage: Storage,
    authenticate: Authenticate,
    carSearch: Pick<CarSearch, 'fairPrices'>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = sessionRequired(authenticate);

    app.get(
      '/api/v1/favourites',
      { preParsing: signedIn, schema: { response: { 200: favouritesResponseSchema } } },
      async (request) =>
        listFavourites(db, storage, carSearch, (await authenticate(request)).userId),
    );

    app.put(
      '/api/v1/favourites/:carId',
      {
        preParsing: signedIn,
        schema: {
          params: favouriteParamsSchema,
          querystring: keepFavouriteQuerySchema,
          response: { 200: favouriteSchema },
        },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        await addFavourite(db, userId, request.params.carId, request.query.language);
        const { favourites } = await listFavourites(
          db,
          storage,
          carSearch,
          userId,
          request.params.carId,
        );
        const [kept] = favourites;
        if (!kept) throw new Error('A favourite just kept is not on the list');
        return kept;
      },
    );

    app.delete(
      '/api/v1/favourites/:carId',
      {
        preParsing: signedIn,
        schema: { params: favouriteParamsSchema, response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        await removeFavourite(db, (await authenticate(request)).userId, request.params.carId);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/v1/favourites/merge',
      {
        preParsing: signedIn,
        schema: {
          body: mergeFavouritesBodySchema,
          response: { 200: favouritesResponseSchema },
        },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        await mergeFavourites(db, userId, request.body);
        return listFavourites(db, storage, carSearch, userId);
      },
    );
  };
