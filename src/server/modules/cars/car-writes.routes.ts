import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carParamsSchema, carSchema } from '#shared/schemas/car';
import { noContentSchema } from '#shared/schemas/common';
import {
  bulkCarChangeBodySchema,
  bulkCarChangeResponseSchema,
  carEditResponseSchema,
  createCarBodySchema,
  myCarsQuerySchema,
  myCarsResponseSchema,
  updateCarBodySchema,
} from '#shared/schemas/car-write';
import { sessionRequired, type Authenticate } from '../../plugins/authenticate';
import {
  apiCar,
  carForEdit,
  changeCarsInBulk,
  createCar,
  deleteCar,
  myCars,
  updateCar,
  type CarWriteDeps,
} from './car-writes.service';

/**
 * A car's JSON is a few kilobytes (5,000 characters of description at most): a bigger body is
 * refused with 413 before it is parsed.
 */
export const carBodyLimit = 64 * 1024;

/** Adding, editing, selling and deleting cars, and My Cars (docs/decisions/030). */
export const carWriteRoutes =
  (deps: Omit<CarWriteDeps, 'log'> & { authenticate: Authenticate }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, storage, authenticate } = deps;

    app.post(
      '/api/v1/car',
      {
        preParsing: sessionRequired(authenticate),
        bodyLimit: carBodyLimit,
        schema: { body: createCarBodySchema, response: { 201: carSchema } },
      },
      async (request, reply) => {
        const { userId } = await authenticate(request);
        const id = await createCar(deps, userId, request.body);
        return reply.code(201).send(await apiCar(db, storage, id));
      },
    );

    app.post(
      '/api/v1/car/bulk',
      {
        preParsing: sessionRequired(authenticate),
        bodyLimit: carBodyLimit,
        schema: { body: bulkCarChangeBodySchema, response: { 200: bulkCarChangeResponseSchema } },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        return changeCarsInBulk({ ...deps, log: request.log }, userId, request.body);
      },
    );

    app.get(
      '/api/v1/car/mine',
      {
        preParsing: sessionRequired(authenticate),
        schema: { querystring: myCarsQuerySchema, response: { 200: myCarsResponseSchema } },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        return myCars(deps, userId, request.query);
      },
    );

    app.get(
      '/api/v1/car/:id/edit',
      {
        preParsing: sessionRequired(authenticate),
        schema: { params: carParamsSchema, response: { 200: carEditResponseSchema } },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        return carForEdit(deps, userId, request.params.id);
      },
    );

    app.patch(
      '/api/v1/car/:id',
      {
        preParsing: sessionRequired(authenticate),
        bodyLimit: carBodyLimit,
        schema: {
          params: carParamsSchema,
          body: updateCarBodySchema,
          response: { 200: carSchema },
        },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        await updateCar(deps, userId, request.params.id, request.body);
        return apiCar(db, storage, request.params.id);
      },
    );

    app.delete(
      '/api/v1/car/:id',
      {
        preParsing: sessionRequired(authenticate),
        schema: { params: carParamsSchema, response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        const { userId } = await authenticate(request);
        await deleteCar({ ...deps, log: request.log }, userId, request.params.id);
        return reply.code(204).send();
      },
    );
  };
