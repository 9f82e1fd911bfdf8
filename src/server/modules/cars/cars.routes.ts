import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { carFilterFromQuery, resolveCarFilter } from '#shared/rules/car-filter';
import {
  carParamsSchema,
  carSchema,
  carSearchQuerySchema,
  carSearchResponseSchema,
  popularMakesResponseSchema,
} from '#shared/schemas/car';
import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { notFound } from '../../plugins/errors';
import { findCar, popularMakes, searchCars } from './cars.repository';
import { carsById } from './cars.service';

const popularMakesLimit = 12;

export const carRoutes =
  (db: Db, storage: Storage): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/car/search',
      { schema: { querystring: carSearchQuerySchema, response: { 200: carSearchResponseSchema } } },
      async (request) => {
        const query = request.query;
        const filter = resolveCarFilter(carFilterFromQuery(query));
        const { rows, total } = await searchCars(
          db,
          filter,
          query.sort,
          query.page,
          query.pageSize,
        );
        return {
          cars: await carsById(db, storage, rows),
          total,
          page: query.page,
          pageSize: query.pageSize,
        };
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
      '/api/v1/car/:id',
      { schema: { params: carParamsSchema, response: { 200: carSchema } } },
      async (request) => {
        const row = await findCar(db, request.params.id);
        if (!row || row.status === 'draft') throw notFound('Car');
        const cars = await carsById(db, storage, [row]);
        return cars[row.id];
      },
    );
  };
