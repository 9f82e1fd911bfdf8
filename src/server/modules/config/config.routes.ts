import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configFetchMinIntervalMs } from '#shared/reference/limits';
import { remoteConfigSchema, type RemoteConfig } from '#shared/schemas/analytics';
import type { Config } from '../../env';

/** Per client IP: the web app asks at most once an hour, and shared caches keep it 5 minutes. */
export const configRateLimit = { max: 60, timeWindow: 60_000 };

/** GET /api/v1/config: public remote configuration (docs/decisions/042). */
export const configRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const answer: RemoteConfig = {
      featureFlags: config.featureFlags,
      publicKeys: { maps: config.mapsKey },
      configFetchMinIntervalMs,
      finance: config.finance,
    };
    app.get(
      '/api/v1/config',
      {
        config: { rateLimit: configRateLimit },
        schema: { response: { 200: remoteConfigSchema } },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return answer;
      },
    );
  };
