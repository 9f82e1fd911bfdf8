import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dealerStockQuerySchema,
  dealerStockResponseSchema,
  stockCarBodySchema,
  stockCarResponseSchema,
  stockNumberParamsSchema,
} from '#shared/schemas/dealer-stock';
import { apiKeyRequired, type AuthenticateKey } from '../../plugins/authenticate';
import { apiKeyRateLimit } from '../../plugins/rate-limit';
import {
  dealerStock,
  putStockCar,
  sellStockNumber,
  type DealerStockDeps,
} from './dealer-stock.service';

/**
 * The stock API (docs/decisions/174): a dealership's own system writes its cars by stock number
 * with one of its API keys in `X-API-Key`, acting as the dealership with a manager's rights on
 * its cars. Only a key reaches these routes, not a session; each key has its own rate limit
 * (RATE_LIMIT_API_KEY_PER_MINUTE). The paths are fixed routes under the dealer profiles' prefix
 * (src/server/route-owners.ts).
 */
export const dealerStockRoutes =
  (
    deps: DealerStockDeps & { authenticateKey: AuthenticateKey; perKeyPerMinute: number },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { authenticateKey } = deps;
    const options = {
      config: { rateLimit: apiKeyRateLimit(authenticateKey, deps.perKeyPerMinute) },
      preParsing: apiKeyRequired(authenticateKey),
    };

    app.get(
      '/api/v1/dealer/stock',
      {
        ...options,
        schema: {
          querystring: dealerStockQuerySchema,
          response: { 200: dealerStockResponseSchema },
        },
      },
      async (request) => {
        const { dealerId } = await authenticateKey(request);
        return dealerStock(deps, dealerId, request.query);
      },
    );

    app.put(
      '/api/v1/dealer/stock/:stockNumber',
      {
        ...options,
        schema: {
          params: stockNumberParamsSchema,
          body: stockCarBodySchema,
          response: { 200: stockCarResponseSchema, 201: stockCarResponseSchema },
        },
      },
      async (request, reply) => {
        const { dealerId } = await authenticateKey(request);
        const { stockNumber } = request.params;
        const { created, car } = await putStockCar(deps, dealerId, stockNumber, request.body);
        return reply.code(created ? 201 : 200).send({ car });
      },
    );

    app.delete(
      '/api/v1/dealer/stock/:stockNumber',
      {
        ...options,
        schema: { params: stockNumberParamsSchema, response: { 200: stockCarResponseSchema } },
      },
      async (request) => {
        const { dealerId } = await authenticateKey(request);
        return { car: await sellStockNumber(deps, dealerId, request.params.stockNumber) };
      },
    );
  };
