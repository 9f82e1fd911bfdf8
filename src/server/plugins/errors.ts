import type { FastifyError, FastifyInstance } from 'fastify';
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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Internal server error' } satisfies ApiError);
    }
    request.log.info({ err: error }, 'request refused');
    return reply.code(status).send({ message: error.message } satisfies ApiError);
  });
}
