import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealerInsightsSchema, pageViewBodySchema } from '#shared/schemas/analytics';
import { dealerParamsSchema } from '#shared/schemas/dealer';
import { noContentSchema } from '#shared/schemas/common';
import type { Db } from '../../db/database';
import type { Config } from '../../env';
import { sessionRequired, type Authenticate } from '../../plugins/authenticate';
import { dealerInsights, pageViewOf, recordPageView, trackingRefused } from './analytics.service';
import { ga4Forwarder } from './ga4';

/** What tests replace: the clock, and the fetch that GA4 forwarding uses. */
export interface AnalyticsSeams {
  now?: () => Date;
  fetch?: typeof fetch;
}

export interface AnalyticsRoutesOptions extends AnalyticsSeams {
  db: Db;
  config: Config;
  authenticate: Authenticate;
  /** The visitor key's salt: ANALYTICS_SALT, or the key derived for it (docs/decisions/056). */
  salt: string;
}

/** Per client IP; a reader clicking fast stays far below it (docs/decisions/041). */
export const pageViewRateLimit = { max: 60, timeWindow: 60_000 };
export const insightsRateLimit = { max: 60, timeWindow: 60_000 };
/** Room for the longest valid view (two 2,048-character paths, a 300-character title, escaped). */
export const pageViewBodyLimit = 16_384;

/** Page views (POST /api/v1/analytics/pageview) and dealer insights (docs/decisions/040). */
export const analyticsRoutes =
  (options: AnalyticsRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config, authenticate } = options;
    const now = options.now ?? (() => new Date());
    const forward =
      config.ga4 &&
      ga4Forwarder({ ...config.ga4, publicUrl: config.publicUrl, fetch: options.fetch ?? fetch });

    // `navigator.sendBeacon(url, string)` sends text/plain: inside this plugin only, such a body
    // is parsed as JSON (with the same prototype-poisoning guard) and validated like any other.
    app.addContentTypeParser(
      'text/plain',
      { parseAs: 'string' },
      app.getDefaultJsonParser('error', 'error'),
    );

    app.post(
      '/api/v1/analytics/pageview',
      {
        bodyLimit: pageViewBodyLimit,
        config: { rateLimit: pageViewRateLimit },
        schema: { body: pageViewBodySchema, response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        if (trackingRefused(request.headers)) return reply.code(204).send();
        const view = pageViewOf(options.salt, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          at: now(),
        });
        forward?.(view, request.log);
        await recordPageView(db, view, request.log);
        return reply.code(204).send();
      },
    );

    app.get(
      '/api/v1/analytics/dealer/:id',
      {
        preParsing: sessionRequired(authenticate),
        config: { rateLimit: insightsRateLimit },
        schema: { params: dealerParamsSchema, response: { 200: dealerInsightsSchema } },
      },
      async (request, reply) => {
        const { userId } = await authenticate(request);
        reply.header('cache-control', 'private, no-store');
        return dealerInsights(db, request.params.id, userId, now());
      },
    );
  };
