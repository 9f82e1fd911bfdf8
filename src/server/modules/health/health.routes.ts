import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '#shared/schemas/common';
import { pingDatabase, type Db } from '../../db/database';

export const healthRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/v1/health', { schema: { response: { 200: healthSchema } } }, async () => {
      await pingDatabase(db);
      return { status: 'ok' as const };
    });
  };
