import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stockFeedBodySchema, stockFeedStateSchema } from '#shared/schemas/stock-feed';
import { stockImportQuerySchema } from '#shared/schemas/stock-import';
import { sessionRequired, type Authenticate } from '../../plugins/authenticate';
import {
  pauseStockFeed,
  registerStockFeed,
  removeStockFeed,
  runStockFeedNow,
  stockFeedState,
  type StockFeedDeps,
} from './stock-feeds.service';

/**
 * A dealership's stock feed (docs/decisions/177): its admins and managers register its address,
 * run it now, pause or remove it, and read its last runs.
 */
export const stockFeedRoutes =
  (deps: StockFeedDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod =>
  async (app) => {
    const { authenticate } = deps;
    const state = { querystring: stockImportQuerySchema, response: { 200: stockFeedStateSchema } };

    app.get(
      '/api/v1/stock/feed',
      { preParsing: sessionRequired(authenticate), schema: state },
      async (request) => {
        const { userId } = await authenticate(request);
        return stockFeedState(deps, userId, request.query.dealerId);
      },
    );

    app.put(
      '/api/v1/stock/feed',
      {
        preParsing: sessionRequired(authenticate),
        schema: { ...state, body: stockFeedBodySchema },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        return registerStockFeed(deps, userId, request.query.dealerId, request.body);
      },
    );

    app.post(
      '/api/v1/stock/feed/run',
      { preParsing: sessionRequired(authenticate), schema: state },
      async (request) => {
        const { userId } = await authenticate(request);
        return runStockFeedNow(deps, userId, request.query.dealerId);
      },
    );

    app.post(
      '/api/v1/stock/feed/pause',
      { preParsing: sessionRequired(authenticate), schema: state },
      async (request) => {
        const { userId } = await authenticate(request);
        return pauseStockFeed(deps, userId, request.query.dealerId);
      },
    );

    app.delete(
      '/api/v1/stock/feed',
      {
        preParsing: sessionRequired(authenticate),
        schema: { querystring: stockImportQuerySchema },
      },
      async (request, reply) => {
        const { userId } = await authenticate(request);
        await removeStockFeed(deps, userId, request.query.dealerId);
        return reply.code(204).send();
      },
    );
  };
