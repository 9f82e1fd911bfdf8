import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '#shared/errors';

/** Thrown by handlers for an answer other than success; the error handler sends `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/** pg's and Node's codes for a database that is down, restarting or cut off. */
const databaseDownCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);

/** Did the request fail because the database cannot be reached right now? */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && databaseDownCodes.has(code)) return true;
  return error instanceof Error && /^Connection terminated/.test(error.message);
}

/** Seconds a client waits before trying again while the database is unavailable. */
export const databaseRetryAfterSeconds = 5;

/** One place turns every error into `{ message }`; details of a 5xx never reach the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((entry) => ({
        path: entry.instancePath.split('/').filter(Boolean),
        message: entry.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const where = first?.path.length ? `${first.path.join('.')}: ` : '';
      const body: ApiError = {
        message: `Invalid ${error.validationContext ?? 'request'}: ${where}${first?.message ?? 'invalid value'}`,
        issues,
      };
      return reply.code(400).send(body);
    }
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 500 && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: the database is unavailable');
      return reply
        .code(503)
        .header('retry-after', databaseRetryAfterSeconds)
        .send({
          message: 'The service is briefly unavailable; please try again in a few seconds',
        } satisfies ApiError);
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Internal server error' } satisfies ApiError);
    }
    request.log.info({ err: error }, 'request refused');
    return reply.code(status).send({ message: clientMessageOf(error, request) } satisfies ApiError);
  });
}

/** Fastify's own wording, made plainer where a client can act on it. */
function clientMessageOf(error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const limitKb = Math.round(request.routeOptions.bodyLimit / 1024);
      return `The request body is too large: this address accepts at most ${limitKb} KB`;
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Unsupported content type "${request.headers['content-type'] ?? ''}": send JSON (application/json)`;
    default:
      return error.message;
  }
}

/** Errors Fastify meets before routing (a malformed URL): the same `{ message }` as the rest. */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ err: error }, 'request refused');
  void reply.code(400).send({ message: `Bad request: ${error.message}` } satisfies ApiError);
}
