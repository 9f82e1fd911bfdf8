import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Clients remembered per route; the least recently seen is forgotten first. */
const maxClients = 10_000;

/**
 * Fixed-window counters in this process, like the plugin's own LocalStore, except that each
 * answer is the count at the moment of that request. (LocalStore answers its live counter
 * object, which the callback reads one microtask later: requests arriving in the same tick all
 * read the final count, so a burst was refused entirely, its first `max` requests too.)
 */
export class WindowCounter implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; startMs: number }>();
  private readonly groups = new Map<string, WindowCounter>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow = 60_000,
  ): void {
    const nowMs = Date.now();
    const open = this.windows.get(key);
    const window = open && open.startMs + timeWindow > nowMs ? open : { count: 0, startMs: nowMs };
    window.count += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > maxClients) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    callback(null, { current: window.count, ttl: window.startMs + timeWindow - nowMs });
  }

  /**
   * The counters of one route; the routes of a `groupId` share theirs, so the group's limit
   * counts all of its routes together.
   */
  child(routeLimit: object): FastifyRateLimitStore {
    const group = 'groupId' in routeLimit ? routeLimit.groupId : undefined;
    if (typeof group !== 'string') return new WindowCounter();
    const shared = this.groups.get(group) ?? new WindowCounter();
    this.groups.set(group, shared);
    return shared;
  }
}

export interface RateLimits {
  signInPerMinute: number;
  writesPerMinute: number;
}

const writeMethods = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const signInPrefixes = ['/api/v1/auth/', '/dev-idp/'];

/**
 * The limit a route gets unless it sets its own: each sign-in route (login, callback, refresh,
 * logout, the development provider's pages) on its own counter, and every other write under
 * /api/v1 on one counter shared by all of them.
 */
function defaultLimitOf(route: RouteOptions, limits: RateLimits) {
  const methods = [route.method].flat();
  if (signInPrefixes.some((prefix) => route.url.startsWith(prefix))) {
    return { max: limits.signInPerMinute, timeWindow: 60_000 };
  }
  if (route.url.startsWith('/api/v1/') && methods.some((method) => writeMethods.has(method))) {
    return { max: limits.writesPerMinute, timeWindow: 60_000, groupId: 'writes' };
  }
  return undefined;
}

/**
 * @fastify/rate-limit keyed by client IP (`request.ip`, which honours TRUST_PROXY): sign-in and
 * write routes by default, and any route that asks with `config: { rateLimit }`. A refusal is
 * thrown as a 429 error, so the error handler answers it as `{ message }` with Retry-After.
 * Counters live in each process: with N replicas a client gets up to N times the limit.
 */
export async function registerRateLimit(app: FastifyInstance, limits: RateLimits): Promise<void> {
  // Added before the plugin's own onRoute hook, so the plugin sees the limit filled in here.
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit !== undefined) return;
    const limit = defaultLimitOf(route, limits);
    if (limit) route.config = { ...route.config, rateLimit: limit };
  });
  await app.register(fastifyRateLimit, { global: false, store: WindowCounter });
}
