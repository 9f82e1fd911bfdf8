import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { carParamsSchema } from '#shared/schemas/car';
import {
  carContactParamsSchema,
  inquiryBodySchema,
  inquiryResponseSchema,
} from '#shared/schemas/lead';
import type { Db } from '../../db/database';
import type { Authenticate } from '../../plugins/authenticate';
import { countContact, sendInquiry } from './leads.service';

/** Taps on Call and WhatsApp per address and minute: cheap, and more frequent than inquiries. */
const contactRateLimit = { max: 60, timeWindow: 60_000 };

/** Buyers reach a car's dealer: inquiries and counted contacts, with or without signing in. */
export const leadRoutes =
  (db: Db, authenticate: Authenticate, inquiriesPerMinute: number): FastifyPluginAsyncZod =>
  async (app) => {
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
      '/api/v1/cars/:id/inquiries',
      {
        config: { rateLimit: inquiryRateLimit },
        schema: {
          params: carParamsSchema,
          body: inquiryBodySchema,
          response: { 201: inquiryResponseSchema },
        },
      },
      async (request, reply) => {
        await sendInquiry(db, request.params.id, request.body, await buyerOf(request));
        return reply.status(201).send({ received: true });
      },
    );

    app.post(
      '/api/v1/cars/:id/contacts/:channel',
      { config: { rateLimit: contactRateLimit }, schema: { params: carContactParamsSchema } },
      async (request, reply) => {
        const { id, channel } = request.params;
        await countContact(db, id, channel, await buyerOf(request));
        return reply.status(204).send();
      },
    );
  };
