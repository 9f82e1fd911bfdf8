import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financeOfferSchema } from '#shared/schemas/car';
import { dealerFinanceOfferResponseSchema } from '#shared/schemas/dealer-finance';
import type { Db } from '../../db/database';
import { sessionRequired, type Authenticate } from '../../plugins/authenticate';
import { readFinanceOffer, removeFinanceOffer, setFinanceOffer } from './finance-offer.service';

export interface FinanceOfferDeps {
  db: Db;
  authenticate: Authenticate;
  /** Called after a change: cached search answers carry the old offer on their cars. */
  carsChanged: () => void;
}

/**
 * A dealership's finance programme (docs/decisions/141): any approved member reads it,
 * only its admin sets or removes it. Writes count against the shared write limit.
 */
export const financeOfferRoutes =
  ({ db, authenticate, carsChanged }: FinanceOfferDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const path = '/api/v1/dealer/finance-offer';
    const response = { 200: dealerFinanceOfferResponseSchema };

    app.get(
      path,
      { preParsing: sessionRequired(authenticate), schema: { response } },
      async (request) => {
        const { userId } = await authenticate(request);
        return readFinanceOffer(db, userId);
      },
    );

    app.put(
      path,
      { preParsing: sessionRequired(authenticate), schema: { body: financeOfferSchema, response } },
      async (request) => {
        const { userId } = await authenticate(request);
        const answer = await setFinanceOffer(db, userId, request.body);
        carsChanged();
        return answer;
      },
    );

    app.delete(
      path,
      { preParsing: sessionRequired(authenticate), schema: { response } },
      async (request) => {
        const { userId } = await authenticate(request);
        const answer = await removeFinanceOffer(db, userId);
        carsChanged();
        return answer;
      },
    );
  };
