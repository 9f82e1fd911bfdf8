import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { carParamsSchema } from '#shared/schemas/car';
import { idSchema, noContentSchema } from '#shared/schemas/common';
import { dealerParamsSchema } from '#shared/schemas/dealer';
import {
  dealerReportsResponseSchema,
  hideListingBodySchema,
  operatorReportsQuerySchema,
  operatorReportsResponseSchema,
  reportBodySchema,
  reportResponseSchema,
} from '#shared/schemas/report';
import { sessionRequired, type Authenticate } from '../../plugins/authenticate';
import {
  dismissReport,
  hideListing,
  reportsForOperator,
  reportsOfDealer,
  requireOperator,
  restoreListing,
  sendReport,
  type ReviewDeps,
} from './reports.service';

const reportParamsSchema = z.object({ id: idSchema }).strict();

/** Reports of listings: sent by signed-in users, read by the dealership, reviewed by operators. */
export const reportRoutes =
  (
    deps: ReviewDeps & {
      authenticate: Authenticate;
      operators: ReadonlySet<string>;
      inquiriesPerMinute: number;
    },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, authenticate, operators } = deps;
    // Per address, as inquiries (RATE_LIMIT_INQUIRIES_PER_MINUTE), beside the per-user daily limit.
    const reportRateLimit = { max: deps.inquiriesPerMinute, timeWindow: 60_000 };
    const signedIn = sessionRequired(authenticate);
    const userOf = async (request: Parameters<Authenticate>[0]) =>
      (await authenticate(request)).userId;
    const operatorOnly = {
      preParsing: signedIn,
      preHandler: async (request: Parameters<Authenticate>[0]) => {
        await requireOperator(db, await userOf(request), operators);
      },
    };

    app.post(
      '/api/v1/reports/car/:id',
      {
        preParsing: signedIn,
        config: { rateLimit: reportRateLimit },
        schema: {
          params: carParamsSchema,
          body: reportBodySchema,
          response: { 201: reportResponseSchema },
        },
      },
      async (request, reply) => {
        await sendReport(db, await userOf(request), request.params.id, request.body);
        return reply.status(201).send({ received: true });
      },
    );

    app.get(
      '/api/v1/reports/dealer/:id',
      {
        preParsing: signedIn,
        schema: { params: dealerParamsSchema, response: { 200: dealerReportsResponseSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return reportsOfDealer(db, request.params.id, await userOf(request));
      },
    );

    app.get(
      '/api/v1/operator/reports',
      {
        ...operatorOnly,
        schema: {
          querystring: operatorReportsQuerySchema,
          response: { 200: operatorReportsResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return reportsForOperator(db, request.query.status);
      },
    );

    app.post(
      '/api/v1/operator/cars/:id/hide',
      {
        ...operatorOnly,
        schema: {
          params: carParamsSchema,
          body: hideListingBodySchema,
          response: { 204: noContentSchema },
        },
      },
      async (request, reply) => {
        await hideListing(deps, request.params.id, request.body.note);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/v1/operator/cars/:id/restore',
      { ...operatorOnly, schema: { params: carParamsSchema, response: { 204: noContentSchema } } },
      async (request, reply) => {
        await restoreListing(deps, request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/v1/operator/reports/:id/dismiss',
      {
        ...operatorOnly,
        schema: { params: reportParamsSchema, response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        await dismissReport(db, request.params.id);
        return reply.status(204).send();
      },
    );
  };
