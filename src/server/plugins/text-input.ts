import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Whether a request's query, parameters or JSON body hold the NUL character anywhere. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  }
  return false;
}

/**
 * PostgreSQL's text cannot hold the NUL character (U+0000), so no field may: a request with one
 * is refused at the edge with a 400, before any schema or handler sees it, and changes nothing.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
      throw new HttpError(400, 'Text must not contain the NUL character (U+0000)');
    }
  });
}
