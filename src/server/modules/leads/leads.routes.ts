import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { carParamsSchema } from '#shared/schemas/car';
import { noContentSchema } from '#shared/schemas/common';
import {
  carContactParamsSchema,
  inquiryBodySchema,
  inquiryResponseSchema,
} from '#shared/schemas/lead';
import { clientKey } from '../../lib/client-key';
import type { Authenticate } from '../../plugins/authenticate';
import { inboxRoutes } from './inbox.routes';
import { countContact, sendInquiry, type InquiryDeps } from './leads.service';
import { reportRoutes } from './reports.routes';
import type { ReviewDeps } from './reports.service';

/** Taps on Call and WhatsApp per address and minute: cheap, and more frequent than inquiries. */
const contactRateLimit = { max: 60, timeWindow: 60_000 };

export interface LeadRoutesOptions extends InquiryDeps, ReviewDeps {
  authenticate: Authenticate;
  /** RATE_LIMIT_INQUIRIES_PER_MINUTE. */
  inquiriesPerMinute: number;
  /** OPERATOR_EMAILS, lower case. */
  operators: ReadonlySet<string>;
  /** The request's daily visitor key, the one page views are counted by. */
  visitorKeyOf: (request: FastifyRequest) => string;
}

/**
 * Buyers reach a car's dealer (inquiries and counted contacts, with or without signing in); the
 * dealership's team works its leads; listings are reported and reviewed (docs/decisions/137 and 138).
 */
export const leadRoutes =
  (options: LeadRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, authenticate, inquiriesPerMinute } = options;
    await app.register(inboxRoutes(db, authenticate, options.operators));
    await app.register(reportRoutes(options));
    // Per address (RATE_LIMIT_INQUIRIES_PER_MINUTE): a household or a mobile network's shared
    // address sends a few; a flood gets 429.
    const inquiryRateLimit = { max: inquiriesPerMinute, timeWindow: 60_000 };
    /** The signed-in buyer, if the request carries a valid session; anyone else is a visitor. */
    const buyerOf = async (request: FastifyRequest) =>
      request.headers.authorization
        ? await authenticate(request).then(
            (session) => session.userId,
            () => null,
          )
        : null;

    app.post(
      '/api/v1/leads/car/:id',
      {
        config: { rateLimit: inquiryRateLimit },
        schema: {
          params: carParamsSchema,
          body: inquiryBodySchema,
          response: { 201: inquiryResponseSchema },
        },
      },
      async (request, reply) => {
        await sendInquiry(options, request.params.id, request.body, {
          userId: await buyerOf(request),
          client: clientKey(request.ip),
        });
        return reply.status(201).send({ received: true });
      },
    );

    app.post(
      '/api/v1/leads/car/:id/contacts/:channel',
      {
        config: { rateLimit: contactRateLimit },
        schema: { params: carContactParamsSchema, response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        const { id, channel } = request.params;
        await countContact(db, id, channel, {
          userId: await buyerOf(request),
          visitorKey: options.visitorKeyOf(request),
        });
        return reply.status(204).send();
      },
    );
  };
