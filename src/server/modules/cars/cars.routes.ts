import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { carFilterFromQuery, resolveCarFilter } from '#shared/rules/car-filter';
import {
  carParamsSchema,
  carSchema,
  carSearchQuerySchema,
  carSearchResponseSchema,
  popularMakesResponseSchema,
  priceGuideQuerySchema,
  priceGuideSchema,
} from '#shared/schemas/car';
import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { notFound } from '../../plugins/errors';
import { findCar, popularMakes } from './cars.repository';
import { priceGuide, searchCarsPage } from './cars.service';
import type { SearchCache } from './search-cache';
import { toApiCar } from './car-view';

const popularMakesLimit = 12;

export const carRoutes =
  (db: Db, storage: Storage, searchCache: SearchCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/car/search',
      // The answer is checked against carSearchResponseSchema before it is cached and sent.
      { schema: { querystring: carSearchQuerySchema } },
      async (request, reply) => {
        const { sort, page, pageSize } = request.query;
        const filter = resolveCarFilter(carFilterFromQuery(request.query));
        const key = JSON.stringify([filter, sort, page, pageSize]);
        const body = await searchCache.answer(key, async () => {
          const result = await searchCarsPage(db, storage, { filter, sort, page, pageSize });
          return JSON.stringify(carSearchResponseSchema.parse({ ...result, page, pageSize }));
        });
        // Browsers ask again each time; a shared cache (CDN) may keep it as long as we do.
        reply.header('cache-control', `public, max-age=0, s-maxage=${searchCache.seconds}`);
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );

    app.get(
      '/api/v1/car/popular-makes',
      {
        schema: {
          querystring: z.object({}).strict(),
          response: { 200: popularMakesResponseSchema },
        },
      },
      async () => ({ makes: await popularMakes(db, popularMakesLimit) }),
    );

    app.get(
      '/api/v1/car/price-guide',
      {
        schema: {
          querystring: priceGuideQuerySchema,
          response: { 200: priceGuideSchema },
        },
      },
      async (request, reply) => {
        // Prices move slowly; a few minutes' staleness costs nothing.
        reply.header('cache-control', 'public, max-age=300');
        return priceGuide(db, request.query);
      },
    );

    app.get(
      '/api/v1/car/:id',
      { schema: { params: carParamsSchema, response: { 200: carSchema } } },
      async (request) => {
        const row = await findCar(db, request.params.id);
        if (!row || row.status === 'draft') throw notFound('Car');
        return toApiCar(row, storage);
      },
    );
  };
