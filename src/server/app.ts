import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import type { Db } from './db/database';
import { ConfigError, noSignInProviderMessage, type Config } from './env';
import type { Keys } from './lib/keys';
import { registerErrorHandler, sendFrameworkError } from './plugins/errors';
import { refuseNulCharacters } from './plugins/text-input';
import { registerSecurity } from './plugins/security';
import { registerOpenApi } from './plugins/openapi';
import { registerWeb } from './plugins/web';
import { loadPageRenderer } from './plugins/page-renderer';
import { createPageCache } from './plugins/page-cache';
import { healthRoutes } from './modules/health/health.routes';
import { carRoutes, dealerNamesMaxAgeMs } from './modules/cars/cars.routes';
import { carWriteRoutes } from './modules/cars/car-writes.routes';
import { priceHistoryRoutes } from './modules/cars/price-history.routes';
import { carsForPictures } from './modules/cars/car-writes.service';
import { createSearchCache } from './modules/cars/search-cache';
import { openCarSearch } from './modules/cars/search/car-search';
import { dealerRoutes } from './modules/dealer-profiles/dealer-directory.routes';
import { dealerProfileRoutes } from './modules/dealer-profiles/dealer-profile.routes';
import { financeOfferRoutes } from './modules/dealer-profiles/finance-offer.routes';
import { teamRoutes } from './modules/team/team.routes';
import { dealerAccessOf, settleRole } from './modules/team/team.service';
import { authRoutes, callbackPath } from './modules/auth/auth.routes';
import { plainPageStyleHash } from './lib/plain-page';
import { favouriteRoutes } from './modules/favourites/favourites.routes';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes';
import { unsubscribeRoutes } from './modules/alerts/unsubscribe.routes';
import { devMailRoutes } from './modules/mail/dev-mail.routes';
import { queueCarAlerts } from './modules/alerts/alerts.service';
import { leadRoutes } from './modules/leads/leads.routes';
import { apiKeyAuthenticator, authenticator, privateWhenSignedIn } from './plugins/authenticate';
import { devIdpStyleHash, mountDevIdp } from './modules/auth/dev-idp';
import { relyingParty } from './modules/auth/relying-party';
import { sessionTokens } from './modules/auth/sessions';
import { userRoutes } from './modules/users/users.routes';
import { pictureRoutes } from './modules/pictures/pictures.routes';
import { startBackgroundWork } from './background-work';
import { analyticsRoutes, type AnalyticsSeams } from './modules/analytics/analytics.routes';
import { dayOf, visitorKey } from './modules/analytics/analytics.service';
import { clientKey } from './lib/client-key';
import { pageRenderLimit, registerRateLimit } from './plugins/rate-limit';
import { configRoutes } from './modules/config/config.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { stockImportRoutes } from './modules/stock/stock-imports.routes';
import { stockFeedRoutes } from './modules/stock/stock-feeds.routes';
import { dealerStockRoutes } from './modules/stock/dealer-stock.routes';
import { apiKeyRoutes } from './modules/api-keys/api-keys.routes';
import { apiKeyVerifier } from './modules/api-keys/api-keys.service';
import { mediaUrlPrefix } from './storage/local-storage';
import { recordRequests, serveMetrics } from './metrics/serve-metrics';
import { stateMetrics } from './metrics/state-metrics';
import type { Storage } from './storage/storage';

export interface AppDependencies {
  config: Config;
  db: Db;
  /** A read replica for searches and other public reads; without it, `db`. */
  readDb?: Db | undefined;
  storage: Storage;
  /**
   * The job queue, started; with `config.jobs.workers` above 0 this process works on its jobs
   * (that many pictures at once, alerts and mail).
   */
  jobs: PgBoss;
  /** Derived from SESSION_SECRET (or the one kept under DATA_DIR), one per purpose. */
  keys: Keys;
  /** The folder the local storage driver writes to, served under /media. */
  mediaDir?: string | undefined;
  /** The built SPA (dist/web); without it only the API answers. */
  webDir?: string | undefined;
  /** The web app's server entry (dist/ssr/entry-server.js): each page's own head and status. */
  pageRendererEntry?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Tests only: a fixed clock and a fake fetch for page views and GA4 forwarding. */
  analytics?: AnalyticsSeams | undefined;
}

/** Builds the whole app without listening: main.ts listens, tests call `inject`. */
export async function buildApp(deps: AppDependencies) {
  if (!deps.config.signInProvider) throw new ConfigError(noSignInProviderMessage);
  const app = Fastify({
    logger: deps.logger ?? false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    trustProxy: deps.config.trustProxy,
    frameworkErrors: sendFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  recordRequests(app);
  refuseNulCharacters(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerSecurity(app, deps.config, [
    plainPageStyleHash,
    ...(deps.config.signInProvider === 'development' ? [devIdpStyleHash] : []),
  ]);

  await registerOpenApi(app, deps.config.publicUrl);
  if (deps.mediaDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(deps.mediaDir),
      prefix: mediaUrlPrefix,
      decorateReply: false,
      index: false,
      maxAge: '7d',
    });
  }
  await app.register(fastifyCookie, { secret: deps.keys.cookies });
  app.addHook('onSend', privateWhenSignedIn);
  await registerRateLimit(app, deps.db, deps.config.rateLimits);
  const { config, db } = deps;
  const analyticsSalt = config.analyticsSalt ?? deps.keys.analyticsSalt;
  const tokens = sessionTokens(db, deps.keys.sessionTokens);
  const authenticate = authenticator(tokens);
  const devIdp =
    config.signInProvider === 'development'
      ? await mountDevIdp(app, {
          publicUrl: config.publicUrl,
          redirectUri: `${config.publicUrl}${callbackPath}`,
          cookieSecret: deps.keys.devIdpCookies,
        })
      : undefined;
  await app.register(
    authRoutes({
      db,
      config,
      tokens,
      authenticate,
      relyingParty: relyingParty(app, { google: config.google, devIdp }),
    }),
  );
  await app.register(userRoutes(db, authenticate, config.mapsKey, { dealerAccessOf, settleRole }));
  await app.register(teamRoutes(db, authenticate));
  await app.register(apiKeyRoutes(db, authenticate));
  await app.register(
    dealerProfileRoutes({
      db,
      authenticate,
      storage: deps.storage,
      basePath: config.storageBasePath,
      uploads: config.uploads,
    }),
  );
  await app.register(healthRoutes(deps.db));
  // Pages show the searches' cars: whenever cars change, both are emptied together.
  const pageCache = createPageCache(config.searchCacheSeconds);
  const searchCache = createSearchCache(config.searchCacheSeconds, () => pageCache.clear());
  const readDb = deps.readDb ?? db;
  const carSearch = await openCarSearch({
    db,
    readDb,
    searchCache,
    syncMs: config.searchSyncMs,
    finance: config.finance,
    log: app.log,
    snapshots: config.searchSnapshots,
  });
  app.addHook('onClose', () => carSearch.close());
  await serveMetrics(
    app,
    { ...config.metrics, host: config.host },
    stateMetrics({ db, readDb: deps.readDb, jobs: deps.jobs, carSearch }),
  );
  await app.register(
    carRoutes({
      db,
      readDb,
      storage: deps.storage,
      searchCache,
      carSearch,
      finance: config.finance,
      // Read before every suggestion when others' changes are read before every search (tests).
      dealerNamesMaxAgeMs: config.searchSyncMs === 0 ? 0 : dealerNamesMaxAgeMs,
    }),
  );
  await app.register(priceHistoryRoutes({ db, readDb, cacheSeconds: config.searchCacheSeconds }));
  const { quotas, uploads } = config;
  const carWrites = {
    db,
    storage: deps.storage,
    carSearch,
    carsWritten: (trx: Db, carIds: readonly string[]) => queueCarAlerts(deps.jobs, trx, carIds),
    authenticate,
    quotas,
    uploads,
  };
  await app.register(carWriteRoutes(carWrites));
  await app.register(
    pictureRoutes({
      ...carWrites,
      jobs: deps.jobs,
      cars: carsForPictures(searchCache),
      basePath: config.storageBasePath,
    }),
  );
  await app.register(
    stockImportRoutes({
      db,
      jobs: deps.jobs,
      storage: deps.storage,
      basePath: config.storageBasePath,
      quotas,
      uploads,
      authenticate,
    }),
  );
  await app.register(
    stockFeedRoutes({
      db,
      jobs: deps.jobs,
      allowedHosts: config.outsideFetch.allowedHosts,
      authenticate,
    }),
  );
  // A dealership's own system writes its stock with one of its API keys (docs/decisions/174).
  await app.register(
    dealerStockRoutes({
      ...carWrites,
      jobs: deps.jobs,
      authenticateKey: apiKeyAuthenticator(apiKeyVerifier(db)),
      perKeyPerMinute: config.rateLimits.apiKeyPerMinute,
    }),
  );
  if (config.jobs.workers > 0) {
    const stopWork = await startBackgroundWork({
      config,
      db,
      storage: deps.storage,
      jobs: deps.jobs,
      keys: deps.keys,
      pictureConcurrency: config.jobs.workers,
      carsChanged: (ids) => carSearch.changed(ids),
      log: app.log,
    });
    app.addHook('onClose', stopWork);
  }
  await app.register(dealerRoutes(db, readDb, deps.storage, authenticate, carSearch));
  await app.register(
    financeOfferRoutes({ db, authenticate, carsChanged: () => searchCache.clear() }),
  );
  await app.register(favouriteRoutes(db, deps.storage, authenticate, carSearch));
  await app.register(savedSearchRoutes(db, authenticate));
  await app.register(
    leadRoutes({
      ...carWrites,
      jobs: deps.jobs,
      publicUrl: config.publicUrl,
      inquiriesPerMinute: config.rateLimits.inquiriesPerMinute,
      operators: config.operatorEmails,
      visitorKeyOf: (request) =>
        visitorKey(
          analyticsSalt,
          dayOf(new Date()),
          clientKey(request.ip),
          request.headers['user-agent'] ?? '',
        ),
    }),
  );
  await app.register(unsubscribeRoutes(db, deps.keys.unsubscribe));
  if (config.mail.devMailbox) await app.register(devMailRoutes(db));
  await app.register(
    analyticsRoutes({
      db,
      config,
      authenticate,
      salt: analyticsSalt,
      ...deps.analytics,
    }),
  );
  await app.register(configRoutes(config));
  await app.register(seoRoutes(readDb, config.publicUrl));
  await registerWeb(app, deps.webDir, {
    renderer: await loadPageRenderer(app, deps.pageRendererEntry),
    origin: config.publicUrl,
    cache: pageCache,
    limitRenders: pageRenderLimit(app, config.rateLimits.pagesPerMinute),
  });
  return app;
}
