import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

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

  child(): FastifyRateLimitStore {
    return new WindowCounter();
  }
}

/**
 * @fastify/rate-limit for the routes that ask for it (`config: { rateLimit }`), keyed by client
 * IP. A refusal is thrown as a 429 error, so the error handler answers it as `{ message }`.
 * Counters live in each process: with N replicas a client gets up to N times the limit.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, store: WindowCounter });
}
