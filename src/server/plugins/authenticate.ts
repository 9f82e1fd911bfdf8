import type { FastifyRequest, onSendAsyncHookHandler, preParsingAsyncHookHandler } from 'fastify';
import { HttpError } from './errors';

/** Who a valid session token names. */
export interface SessionUser {
  userId: string;
  sessionId: string;
}

/** The bearer token of the request, or a 401 `{ message }`. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([\w.-]+)$/i.exec(header) : null;
  if (!match?.[1]) throw new HttpError(401, 'No authentication token found');
  return match[1];
}

/**
 * Verifies the request's session, once per request: a signed-in route's `sessionRequired` hook
 * and then its handler both call it, and the token is checked once.
 */
export function authenticator(tokens: { verify(token: string): Promise<SessionUser> }) {
  const sessions = new WeakMap<FastifyRequest, Promise<SessionUser>>();
  return (request: FastifyRequest): Promise<SessionUser> => {
    let session = sessions.get(request);
    if (!session) {
      session = Promise.resolve(request).then((signedIn) => tokens.verify(bearerToken(signedIn)));
      sessions.set(request, session);
    }
    return session;
  };
}
export type Authenticate = ReturnType<typeof authenticator>;

/** The hooks `sessionRequired` made, so that the API document can tell a signed-in route. */
const sessionHooks = new WeakSet<object>();

/**
 * The `preParsing` hook of a signed-in route: a caller without a valid session gets 401 before
 * the body is read and before the body or parameters are checked (a 400 or 404 would tell a
 * stranger about the route). It runs after the rate limits (`onRequest`), so a flood of bad
 * tokens is counted and refused like any other.
 */
/** The hooks `apiKeyRequired` made, so the API document can tell a route of the stock API. */
const apiKeyHooks = new WeakSet<object>();

export const sessionRequired = (authenticate: Authenticate): preParsingAsyncHookHandler => {
  const hook: preParsingAsyncHookHandler = async (request, _reply, payload) => {
    await authenticate(request);
    return payload;
  };
  sessionHooks.add(hook);
  return hook;
};

/** Whether a route answers only with a session: its `preParsing` is `sessionRequired`'s. */
export const requiresSession = (route: { preParsing?: unknown }) =>
  [route.preParsing].flat().some((hook) => typeof hook === 'function' && sessionHooks.has(hook));

/** Who a valid API key stands for: its dealership (docs/decisions/174). */
export interface ApiKeyCaller {
  keyId: string;
  dealerId: string;
}

/** The key a dealer's system sends in `X-API-Key`, or a 401 `{ message }`. */
export function apiKeyOf(request: FastifyRequest): string {
  const header = request.headers['x-api-key'];
  if (typeof header !== 'string' || header === '') {
    throw new HttpError(401, 'No API key found: send it in the X-API-Key header');
  }
  return header;
}

/**
 * Verifies the request's API key, once per request: the stock API's rate limit (which counts by
 * key), its `apiKeyRequired` hook and its handler all call it, and the key is checked once.
 */
export function apiKeyAuthenticator(keys: { verify(key: string): Promise<ApiKeyCaller> }) {
  const callers = new WeakMap<FastifyRequest, Promise<ApiKeyCaller>>();
  return (request: FastifyRequest): Promise<ApiKeyCaller> => {
    let caller = callers.get(request);
    if (!caller) {
      caller = Promise.resolve(request).then((sent) => keys.verify(apiKeyOf(sent)));
      callers.set(request, caller);
    }
    return caller;
  };
}
export type AuthenticateKey = ReturnType<typeof apiKeyAuthenticator>;

/**
 * The `preParsing` hook of a route a dealer's system calls with an API key: without a valid key,
 * 401 before the body is read or checked, as `sessionRequired` does for sessions. A session
 * token counts for nothing here, and a key for nothing on a signed-in route.
 */
export const apiKeyRequired = (authenticateKey: AuthenticateKey): preParsingAsyncHookHandler => {
  const hook: preParsingAsyncHookHandler = async (request, _reply, payload) => {
    await authenticateKey(request);
    return payload;
  };
  apiKeyHooks.add(hook);
  return hook;
};

/** Whether a route answers only with an API key: its `preParsing` is `apiKeyRequired`'s. */
export const requiresApiKey = (route: { preParsing?: unknown }) =>
  [route.preParsing].flat().some((hook) => typeof hook === 'function' && apiKeyHooks.has(hook));

/**
 * The `onSend` hook of the whole app: an answer to a request that carries a session token (or
 * an API key) may be that user's (or dealership's) own (their account, lists and leads, a draft only its dealer sees), so no
 * cache, shared or the browser's, may keep it, whatever the route said. Decided here once, on
 * the header alone (a token is checked only by the routes that need it; an invalid one loses
 * nothing by it), so that no signed-in route can forget it (docs/decisions/148).
 */
export const privateWhenSignedIn: onSendAsyncHookHandler<unknown> = async (
  request,
  reply,
  payload,
) => {
  if (request.headers.authorization !== undefined || request.headers['x-api-key'] !== undefined) {
    reply.header('cache-control', 'private, no-store');
  }
  return payload;
};
