import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';
import type { SessionTokens, SessionUser } from './sessions';

/** The bearer token of the request, or a 401 `{ message }`. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([\w.-]+)$/i.exec(header) : null;
  if (!match?.[1]) throw new HttpError(401, 'No authentication token found');
  return match[1];
}

/** Verifies the request's session; handlers call it first. */
export function authenticator(tokens: SessionTokens) {
  return (request: FastifyRequest): Promise<SessionUser> => tokens.verify(bearerToken(request));
}
export type Authenticate = ReturnType<typeof authenticator>;
