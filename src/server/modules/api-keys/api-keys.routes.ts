import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyListQuerySchema,
  apiKeyListResponseSchema,
  apiKeyParamsSchema,
  createApiKeyBodySchema,
  createdApiKeyResponseSchema,
} from '#shared/schemas/api-key';
import type { Db } from '../../db/database';
import { sessionRequired, type Authenticate } from '../../plugins/authenticate';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

/**
 * A dealership's API keys, for its admins signed in on /my-team (docs/decisions/174). Only a
 * session reaches these routes: an API key cannot make, list or revoke keys.
 */
export const apiKeyRoutes =
  (db: Db, authenticate: Authenticate): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/api-keys',
      {
        preParsing: sessionRequired(authenticate),
        schema: {
          querystring: apiKeyListQuerySchema,
          response: { 200: apiKeyListResponseSchema },
        },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        return { apiKeys: await listApiKeys(db, userId, request.query.dealerId) };
      },
    );

    app.post(
      '/api/v1/api-keys',
      {
        preParsing: sessionRequired(authenticate),
        schema: { body: createApiKeyBodySchema, response: { 201: createdApiKeyResponseSchema } },
      },
      async (request, reply) => {
        const { userId } = await authenticate(request);
        return reply.code(201).send(await createApiKey(db, userId, request.body));
      },
    );

    app.delete(
      '/api/v1/api-keys/:id',
      { preParsing: sessionRequired(authenticate), schema: { params: apiKeyParamsSchema } },
      async (request, reply) => {
        const { userId } = await authenticate(request);
        await revokeApiKey(db, userId, request.params.id);
        return reply.code(204).send();
      },
    );
  };
