import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { httpRequestDuration, processMetrics, rateLimitRefusals } from './process-metrics';

/*
 * Where the metrics are read (docs/decisions/184): never by the public. On the app's port
 * /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; METRICS_PORT serves them on a
 * port of their own instead (the token asked there too when one is set).
 */

export interface MetricsAccess {
  token?: string | undefined;
  port?: number | undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the token (compared in constant time); true without a token. */
function authorized(headers: IncomingHttpHeaders, token: string | undefined): boolean {
  if (token === undefined) return true;
  const given = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** This process's counters with the figures read at each scrape. */
const withState = (state: Registry) => Registry.merge([processMetrics, state]);

/** Records every answer's route, status and time, and each rate-limit refusal. */
export function recordRequests(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched requests (404s of any path) share one label, so a scan cannot grow the series.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    httpRequestDuration.observe(
      { method: request.method, route, status },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) rateLimitRefusals.inc({ route });
  });
}

/**
 * Serves the metrics: on a port of their own with `access.port` (closed with the app), else at
 * /metrics on the app's port when a token is set; else not at all.
 */
export async function serveMetrics(
  app: FastifyInstance,
  access: MetricsAccess & { host: string },
  state: Registry,
) {
  if (access.port !== undefined) {
    const server = await startMetricsServer({ ...access, port: access.port, state });
    app.addHook('onClose', () => server.close());
    return;
  }
  const { token } = access;
  if (token === undefined) return;
  const registry = withState(state);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request.headers, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** Serves /metrics alone on `port` (0: any free one) until closed. */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  token?: string | undefined;
  state: Registry;
}) {
  const registry = withState(options.state);
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (!authorized(request.headers, options.token)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
