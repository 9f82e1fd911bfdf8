import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/errors';
import { healthSchema } from '#shared/schemas/common';
import { pendingMigrations, pingDatabase, type Db } from '../../db/database';

const readySchema = z.object({ status: z.literal('ready') });

/**
 * A query on a connection the server closed while it sat idle fails once, before the pool
 * learns of it; the retry gets a new connection, so health follows the database, not the pool.
 */
async function pingWithRetry(db: Db): Promise<void> {
  try {
    await pingDatabase(db);
  } catch {
    await pingDatabase(db);
  }
}

/**
 * Liveness (`/api/v1/health`: the process answers and reaches the database) and readiness
 * (`/api/v1/ready`: the database answers and has every migration this code expects), so a load
 * balancer sends traffic only to a process whose database is up to date (docs/decisions/051).
 */
export const healthRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/v1/health', { schema: { response: { 200: healthSchema } } }, async () => {
      await pingWithRetry(db);
      return { status: 'ok' as const };
    });

    app.get(
      '/api/v1/ready',
      { schema: { response: { 200: readySchema, 503: apiErrorSchema } } },
      async (request, reply) => {
        let pending: string[];
        try {
          pending = await pendingMigrations(db);
        } catch (error) {
          // Answered here, not thrown: the error handler words every thrown 5xx as "Internal
          // server error", and this one is meant to be read.
          request.log.warn({ err: error }, 'readiness: the database does not answer');
          return reply.code(503).send({ message: 'Not ready: the database does not answer' });
        }
        if (pending.length > 0) {
          const message = `Not ready: migrations pending (${pending.join(', ')})`;
          return reply.code(503).send({ message });
        }
        return { status: 'ready' as const };
      },
    );
  };
