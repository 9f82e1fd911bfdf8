import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { clientKey } from '../lib/client-key';
import { repeatWhileServing } from '../lib/periodic';
import type { AuthenticateKey } from './authenticate';

/** Every window is a minute; a row an hour old is long closed and is deleted. */
const windowRowsKeptMs = 60 * 60 * 1000;
const sweepEveryMs = 10 * 60 * 1000;

/**
 * Counts one more request of `key` in its fixed window of `windowMs`, and answers the count and
 * the time left in the window. One statement: concurrent requests, in any process, each get a
 * count of their own, and the database's clock opens and closes the windows, so the processes'
 * clocks need not agree.
 */
export async function countRequest(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const open = sql`w.started_at > now() - ${windowMs}::integer * interval '1 millisecond'`;
  const { rows } = await sql<{ current: number; ttl: number }>`
    insert into rate_limit_windows as w (key, started_at, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when ${open} then w.count + 1 else 1 end,
      started_at = case when ${open} then w.started_at else now() end
    returning w.count as current,
      ceil(${windowMs}::integer - extract(epoch from now() - w.started_at) * 1000)::integer as ttl
  `.execute(db);
  const [answer] = rows;
  if (!answer) throw new Error('the rate-limit count returned no row');
  return answer;
}

/** Deletes the windows closed long ago. */
export async function forgetClosedWindows(db: Db): Promise<void> {
  await db
    .deleteFrom('rate_limit_windows')
    .where(
      'started_at',
      '<',
      sql<Date>`now() - ${windowRowsKeptMs}::integer * interval '1 millisecond'`,
    )
    .execute();
}

/**
 * The counters of @fastify/rate-limit, in the database, so that every app process behind a load
 * balancer counts the same requests (docs/decisions/041). Each route counts under its method and
 * path; the routes of a `groupId` share one counter (the plugin adds the group to the key).
 */
class DatabaseWindowCounter implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly scope = '',
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow = 60_000,
  ): void {
    countRequest(this.db, `${this.scope}${key}`, timeWindow).then(
      (answer) => callback(null, answer),
      (error: unknown) => {
        this.log.warn({ err: error }, 'rate limit not counted: the request goes through');
        callback(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  child(routeLimit: object): FastifyRateLimitStore {
    return new DatabaseWindowCounter(this.db, this.log, scopeOf(routeLimit));
  }
}

/** The part of the key that tells routes apart: the group, or the route's methods and path. */
function scopeOf(routeLimit: object): string {
  if ('groupId' in routeLimit && typeof routeLimit.groupId === 'string') {
    return `${routeLimit.groupId}:`;
  }
  const route = 'routeInfo' in routeLimit ? (routeLimit.routeInfo as Partial<RouteOptions>) : {};
  return `${[route.method ?? ''].flat().join(',')} ${route.url ?? ''}:`;
}

export interface RateLimits {
  signInPerMinute: number;
  writesPerMinute: number;
  readsPerMinute: number;
}

const writeMethods = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const signInPrefixes = ['/api/v1/auth/', '/dev-idp/'];
/** The load balancer's probes: never limited, or a busy balancer would take processes out. */
const probes = new Set(['/api/v1/health', '/api/v1/ready']);

/**
 * The limit a route gets unless it sets its own: each sign-in route (login, callback, refresh,
 * logout, the development provider's pages) on its own counter, every other write under
 * /api/v1 on one counter shared by all of them, and every read under /api/v1 (searches, cars,
 * dealers) on another, sized for the many people one mobile-network address stands for.
 */
function defaultLimitOf(route: RouteOptions, limits: RateLimits) {
  const methods = [route.method].flat();
  if (signInPrefixes.some((prefix) => route.url.startsWith(prefix))) {
    return { max: limits.signInPerMinute, timeWindow: 60_000 };
  }
  if (!route.url.startsWith('/api/v1/') || probes.has(route.url)) return undefined;
  if (methods.some((method) => writeMethods.has(method))) {
    return { max: limits.writesPerMinute, timeWindow: 60_000, groupId: 'writes' };
  }
  return { max: limits.readsPerMinute, timeWindow: 60_000, groupId: 'reads' };
}

/**
 * @fastify/rate-limit keyed by client (`clientKey` of `request.ip`, which honours TRUST_PROXY:
 * an IPv4 address or an IPv6 /64, docs/decisions/147): sign-in, write and read routes by
 * default, and any route that asks with `config: { rateLimit }`. A refusal is
 * thrown as a 429 error, so the error handler answers it as `{ message }` with Retry-After.
 * Counters live in the database, shared by every process. When the database cannot count, the
 * request goes through (`skipOnError`): it then meets the same database and its 503.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  db: Db,
  limits: RateLimits,
): Promise<void> {
  // Added before the plugin's own onRoute hook, so the plugin sees the limit filled in here.
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit !== undefined) return;
    const limit = defaultLimitOf(route, limits);
    if (limit) route.config = { ...route.config, rateLimit: limit };
  });
  const log = app.log;
  await app.register(fastifyRateLimit, {
    global: false,
    skipOnError: true,
    keyGenerator: (request) => clientKey(request.ip),
    // The plugin makes its store itself, from a class.
    store: class extends DatabaseWindowCounter {
      constructor() {
        super(db, log);
      }
    },
  });
  repeatWhileServing(
    app,
    () => forgetClosedWindows(db),
    sweepEveryMs,
    'deleting closed rate-limit windows failed',
  );
}

/**
 * The limit of pages written on the server (RATE_LIMIT_PAGES_PER_MINUTE, docs/decisions/148),
 * which are not routes: counted per client like every other limit, on a counter of their own.
 * Answers the seconds to wait when the request's client is over it, else undefined (also when
 * the database cannot count, as for the routes' limits).
 */
export function pageRenderLimit(app: FastifyInstance, perMinute: number) {
  // `groupId` names the counter (see `scopeOf`); the plugin's types leave it out here.
  const options = { max: perMinute, timeWindow: 60_000, groupId: 'pages' };
  const limit = app.createRateLimit(options);
  return async (request: FastifyRequest): Promise<number | undefined> => {
    const counted = await limit(request);
    return !counted.isAllowed && counted.isExceeded ? Math.max(1, counted.ttlInSeconds) : undefined;
  };
}

/**
 * The `config.rateLimit` of a route a dealer's system calls with an API key (docs/decisions/174):
 * counted per key, not per address, on one counter for all such routes, since one system sends
 * all its requests from one address and several dealerships' systems may share one (a hosted
 * dealer management system). A request whose key is missing or not valid is counted by its
 * client's address instead, on the same limit, so trying keys is limited too.
 */
export function apiKeyRateLimit(authenticateKey: AuthenticateKey, perMinute: number) {
  return {
    max: perMinute,
    timeWindow: 60_000,
    groupId: 'api-key',
    keyGenerator: async (request: FastifyRequest) => {
      try {
        return `key:${(await authenticateKey(request)).keyId}`;
      } catch {
        // The route's own hook answers the refusal (401, or 503 when the database is down).
        return `client:${clientKey(request.ip)}`;
      }
    },
  };
}
