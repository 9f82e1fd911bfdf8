import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isPublicCarStatus } from '#shared/reference/vehicle';
import { carParamsSchema } from '#shared/schemas/car';
import { maxPriceChanges, priceHistoryResponseSchema } from '#shared/schemas/price-history';
import type { Db } from '../../db/database';
import { notFound } from '../../plugins/errors';
import { carStatusOf, priceChangesOf } from './price-history.repository';

export interface PriceHistoryRouteDeps {
  db: Db;
  /** Public reads: a read replica, or the primary. */
  readDb: Db;
  /** How long shared caches may keep a public car read (the search cache's seconds). */
  cacheSeconds: number;
}

/** A public car's price changes, newest first (docs/decisions/142). */
export const priceHistoryRoutes =
  ({ db, readDb, cacheSeconds }: PriceHistoryRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/car/:id/price-history',
      { schema: { params: carParamsSchema, response: { 200: priceHistoryResponseSchema } } },
      async (request, reply) => {
        const { id } = request.params;
        // A car just listed may not have reached the replica yet, as GET /api/v1/car/{id}.
        let source = readDb;
        let status = await carStatusOf(readDb, id);
        if (status === undefined && readDb !== db) {
          source = db;
          status = await carStatusOf(db, id);
        }
        if (status === undefined || !isPublicCarStatus(status)) throw notFound('Car');
        const rows = await priceChangesOf(source, id, maxPriceChanges);
        reply.header('cache-control', `public, max-age=0, s-maxage=${cacheSeconds}`);
        return {
          changes: rows.map((row) => ({
            previousPrice: row.previous_price,
            price: row.price,
            changedAt: row.changed_at.toISOString(),
          })),
        };
      },
    );
  };
