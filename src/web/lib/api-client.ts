import { ApiError } from './api-error';

export type QueryParams = Record<string, string | number | undefined | null>;

export interface RequestOptions {
  params?: QueryParams;
  signal?: AbortSignal;
}

/** `/api/v1/car/search` plus the params that have a value, in a stable order. */
export function buildUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The `message` of an error answer's JSON body, if it has one. */
async function serverMessageOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON: no message.
  }
  return undefined;
}

const statusMessage = (response: Response) =>
  response.statusText || `Request failed with status ${response.status}`;

async function errorMessage(response: Response): Promise<string> {
  return (await serverMessageOf(response)) ?? statusMessage(response);
}

/**
 * GETs JSON from the API. The answer's type is the shared schema's: the server validates every
 * answer against that schema before sending it, so the browser does not parse it again (and
 * does not download zod for it).
 */
async function get<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      headers: { Accept: 'application/json' },
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network request failed', { cause: error });
  }
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new ApiError(response.status, 'The response is not JSON', { cause: error });
  }
}

/** Spec section 3 "Storage": the session token is kept in localStorage under `token`. */
export const tokenStorageKey = 'token';

export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(tokenStorageKey);
  } catch {
    return null; // Storage can be blocked (private modes): no stored session then.
  }
}

/** Spec section 8: a call that needs the session token finds none stored. */
export const noTokenMessage = 'No authentication token found';

export interface AuthRequestOptions extends RequestOptions {
  /** The bearer token to send; the stored one (localStorage `token`) when absent. */
  token?: string;
}

/**
 * A request with the bearer token; answers the raw response, whatever its status. A body is
 * sent as JSON, a FormData as multipart; without one no Content-Type is sent (the server
 * refuses an empty JSON body).
 */
async function authFetch(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: AuthRequestOptions & { body?: unknown } = {},
): Promise<Response> {
  const token = options.token ?? storedToken();
  if (!token) throw new ApiError(401, noTokenMessage);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
  };
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // The browser writes the multipart Content-Type with its boundary.
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(buildUrl(path, options.params), {
      method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network request failed', { cause: error });
  }
}

/** The JSON of an ok answer (undefined for 204), or an ApiError with the server's message. */
async function answerOf<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const message = await serverMessageOf(response);
    throw new ApiError(response.status, message ?? statusMessage(response), {
      fromServer: message !== undefined,
    });
  }
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new ApiError(response.status, 'The response is not JSON', { cause: error });
  }
}

/** GET with the bearer token. */
const authGet = <T>(path: string, options?: AuthRequestOptions) =>
  authFetch('GET', path, options).then((response) => answerOf<T>(response));

/** POST with the bearer token and, when given, a JSON body. */
const post = <T>(path: string, body?: unknown, options?: AuthRequestOptions) =>
  authFetch('POST', path, { ...options, body }).then((response) => answerOf<T>(response));

/** PATCH with the bearer token and a JSON body. */
const patch = <T>(path: string, body: unknown, options?: AuthRequestOptions) =>
  authFetch('PATCH', path, { ...options, body }).then((response) => answerOf<T>(response));

/** PUT with the bearer token and a JSON (or FormData) body. */
const put = <T>(path: string, body: unknown, options?: AuthRequestOptions) =>
  authFetch('PUT', path, { ...options, body }).then((response) => answerOf<T>(response));

/** DELETE with the bearer token. */
const del = <T>(path: string, options?: AuthRequestOptions) =>
  authFetch('DELETE', path, options).then((response) => answerOf<T>(response));

export const api = { get, authFetch, authGet, post, patch, put, del };
