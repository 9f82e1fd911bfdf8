import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSavedSearchBodySchema,
  savedSearchesResponseSchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  updateSavedSearchBodySchema,
} from '#shared/schemas/buyer';
import { noContentSchema } from '#shared/schemas/common';
import type { Db } from '../../db/database';
import { sessionRequired, type Authenticate } from '../../plugins/authenticate';
import {
  changeSavedSearch,
  createSavedSearch,
  listSavedSearches,
  removeSavedSearch,
  visitSavedSearch,
} from './saved-searches.service';

export const savedSearchRoutes =
  (db: Db, authenticate: Authenticate): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = sessionRequired(authenticate);
    const userOf = async (request: Parameters<Authenticate>[0]) =>
      (await authenticate(request)).userId;

    app.get(
      '/api/v1/saved-searches',
      { preParsing: signedIn, schema: { response: { 200: savedSearchesResponseSchema } } },
      async (request) => listSavedSearches(db, await userOf(request)),
    );

    app.post(
      '/api/v1/saved-searches',
      {
        preParsing: signedIn,
        schema: { body: createSavedSearchBodySchema, response: { 201: savedSearchSchema } },
      },
      async (request, reply) => {
        const saved = await createSavedSearch(db, await userOf(request), request.body);
        return reply.status(201).send(saved);
      },
    );

    app.patch(
      '/api/v1/saved-searches/:id',
      {
        preParsing: signedIn,
        schema: {
          params: savedSearchParamsSchema,
          body: updateSavedSearchBodySchema,
          response: { 200: savedSearchSchema },
        },
      },
      async (request) =>
        changeSavedSearch(db, await userOf(request), request.params.id, request.body),
    );

    app.post(
      '/api/v1/saved-searches/:id/visit',
      {
        preParsing: signedIn,
        schema: { params: savedSearchParamsSchema, response: { 200: savedSearchSchema } },
      },
      async (request) => visitSavedSearch(db, await userOf(request), request.params.id),
    );

    app.delete(
      '/api/v1/saved-searches/:id',
      {
        preParsing: signedIn,
        schema: { params: savedSearchParamsSchema, response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        await removeSavedSearch(db, await userOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
