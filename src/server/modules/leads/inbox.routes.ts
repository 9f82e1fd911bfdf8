import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealerParamsSchema } from '#shared/schemas/dealer';
import {
  inboxCountsSchema,
  leadDetailsSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadNoteBodySchema,
  leadParamsSchema,
  leadUpdateBodySchema,
} from '#shared/schemas/lead';
import type { Db } from '../../db/database';
import { sessionRequired, type Authenticate } from '../../plugins/authenticate';
import { addLeadNote, leadDetails, listLeads, newLeadCount, updateLead } from './inbox.service';
import { openReportCount } from './reports.service';

/** The lead inbox of a dealership's team (/my-leads), and the user menu's counts. */
export const inboxRoutes =
  (db: Db, authenticate: Authenticate, operators: ReadonlySet<string>): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = sessionRequired(authenticate);
    const userOf = async (request: Parameters<Authenticate>[0]) =>
      (await authenticate(request)).userId;
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/api/v1/leads/dealer/:id',
      {
        preParsing: signedIn,
        schema: {
          params: dealerParamsSchema,
          querystring: leadListQuerySchema,
          response: { 200: leadListResponseSchema },
        },
      },
      async (request) => listLeads(db, request.params.id, await userOf(request), request.query),
    );

    app.get(
      '/api/v1/leads/dealer/:id/:leadId',
      {
        preParsing: signedIn,
        schema: { params: leadParamsSchema, response: { 200: leadDetailsSchema } },
      },
      async (request) => {
        const { id, leadId } = request.params;
        return leadDetails(db, id, await userOf(request), leadId);
      },
    );

    app.patch(
      '/api/v1/leads/dealer/:id/:leadId',
      {
        preParsing: signedIn,
        schema: {
          params: leadParamsSchema,
          body: leadUpdateBodySchema,
          response: { 200: leadDetailsSchema },
        },
      },
      async (request) => {
        const { id, leadId } = request.params;
        return updateLead(db, id, await userOf(request), leadId, request.body);
      },
    );

    app.post(
      '/api/v1/leads/dealer/:id/:leadId/notes',
      {
        preParsing: signedIn,
        schema: {
          params: leadParamsSchema,
          body: leadNoteBodySchema,
          response: { 201: leadDetailsSchema },
        },
      },
      async (request, reply) => {
        const { id, leadId } = request.params;
        const lead = await addLeadNote(db, id, await userOf(request), leadId, request.body);
        return reply.status(201).send(lead);
      },
    );

    app.get(
      '/api/v1/inbox-counts',
      { preParsing: signedIn, schema: { response: { 200: inboxCountsSchema } } },
      async (request) => {
        const userId = await userOf(request);
        const [newLeads, openReports] = await Promise.all([
          newLeadCount(db, userId),
          openReportCount(db, userId, operators),
        ]);
        return { newLeads, openReports };
      },
    );
  };
