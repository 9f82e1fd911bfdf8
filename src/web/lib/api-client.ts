import type { z } from 'zod';
import { ApiError } from './api-error';

export type QueryParams = Record<string, string | number | undefined | null>;

export interface RequestOptions {
  params?: QueryParams;
  signal?: AbortSignal;
}

/**
 * How calls reach the API: the browser's fetch, or, when the server renders a page, the
 * server's own routes answering in-process (`setApiFetch`).
 */
let fetchApi: (url: string, init: RequestInit) => Promise<Response> = (url, init) =>
  fetch(url, init);

export function setApiFetch(fetcher: typeof fetchApi): void {
  fetchApi = fetcher;
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

/** The session token is kept in localStorage under `token`, a fixed key. */
export const tokenStorageKey = 'token';

export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(tokenStorageKey);
  } catch {
    return null; // Storage can be blocked (private modes): no stored session then.
  }
}

/** A call that needs the session token finds none stored (fixed wording). */
export const noTokenMessage = 'No authentication token found';

export interface AuthRequestOptions extends RequestOptions {
  /** The bearer token to send; the stored one (localStorage `token`) when absent. */
  token?: string;
}

/**
 * What an answer holds: the output of the shared schema the server checks it against before
 * sending it. The browser does not parse it again, so the schema is only a type argument here
 * (`typeof carSchema`, imported with `import type`) and zod stays out of the first chunk
 * (docs/decisions/103). Calls answering 204 leave it out: their answer is `void`.
 */
type Answer<Schema extends z.ZodType> = z.output<Schema>;

interface ApiRequest extends AuthRequestOptions {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  /**
   * Public calls send no token; the others need one and fail without it (`noTokenMessage`).
   * `optional`: a call open to everyone that sends the stored token when there is one.
   */
  authenticated: boolean | 'optional';
  body?: unknown;
}

/**
 * Sends a call of the API and answers its ok response, or throws an ApiError with the status
 * and the server's message. A body is sent as JSON, a FormData as multipart; without one no
 * Content-Type is sent (the server refuses an empty JSON body).
 */
async function send(call: ApiRequest): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (call.authenticated) {
    const token = call.token ?? storedToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    else if (call.authenticated === true) throw new ApiError(401, noTokenMessage);
  }
  let body: string | FormData | undefined;
  if (call.body instanceof FormData) {
    body = call.body; // The browser writes the multipart Content-Type with its boundary.
  } else if (call.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  let response: Response;
  try {
    response = await fetchApi(buildUrl(call.path, call.params), {
      method: call.method,
      headers,
      body,
      signal: call.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network request failed', { cause: error });
  }
  if (!response.ok) {
    const message = await serverMessageOf(response);
    throw new ApiError(response.status, message ?? statusMessage(response), {
      fromServer: message !== undefined,
    });
  }
  return response;
}

/** Every call of the API that answers JSON: its body (undefined for 204). */
async function request<Schema extends z.ZodType>(call: ApiRequest): Promise<Answer<Schema>> {
  const response = await send(call);
  if (response.status === 204) return undefined as Answer<Schema>;
  try {
    return (await response.json()) as Answer<Schema>;
  } catch (error) {
    throw new ApiError(response.status, 'The response is not JSON', { cause: error });
  }
}

/** A file the API sent as an attachment, for the browser to save. */
export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave it (`Content-Disposition`), if any. */
  fileName: string | undefined;
}

/**
 * The file name of a `Content-Disposition` header: the UTF-8 `filename*` when there is one (an
 * Arabic dealership's name), else the plain `filename`.
 */
export function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Badly encoded: the plain name below.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] || undefined;
}

/** GET without a token: the public pages' calls. */
const get = <Schema extends z.ZodType = z.ZodVoid>(path: string, options?: RequestOptions) =>
  request<Schema>({ ...options, method: 'GET', path, authenticated: false });

/** GET with the bearer token. */
const authGet = <Schema extends z.ZodType = z.ZodVoid>(
  path: string,
  options?: AuthRequestOptions,
) => request<Schema>({ ...options, method: 'GET', path, authenticated: true });

/** POST with the bearer token and, when given, a JSON body. */
const post = <Schema extends z.ZodType = z.ZodVoid>(
  path: string,
  body?: unknown,
  options?: AuthRequestOptions,
) => request<Schema>({ ...options, method: 'POST', path, body, authenticated: true });

/**
 * POST to a call open to everyone (a buyer's inquiry): the bearer token goes along when one is
 * stored, so the server knows a signed-in sender; signed out, the call is sent without one.
 */
const postPublic = <Schema extends z.ZodType = z.ZodVoid>(
  path: string,
  body?: unknown,
  options?: AuthRequestOptions,
) => request<Schema>({ ...options, method: 'POST', path, body, authenticated: 'optional' });

/** PATCH with the bearer token and a JSON body. */
const patch = <Schema extends z.ZodType = z.ZodVoid>(
  path: string,
  body: unknown,
  options?: AuthRequestOptions,
) => request<Schema>({ ...options, method: 'PATCH', path, body, authenticated: true });

/** PUT with the bearer token and a JSON (or FormData) body. */
const put = <Schema extends z.ZodType = z.ZodVoid>(
  path: string,
  body: unknown,
  options?: AuthRequestOptions,
) => request<Schema>({ ...options, method: 'PUT', path, body, authenticated: true });

/**
 * GET with the bearer token of a file (a sheet of the stock): a link cannot send the token, so
 * the page fetches the file and hands it to the browser to save.
 */
const authGetFile = async (path: string, options?: AuthRequestOptions): Promise<DownloadedFile> => {
  const response = await send({ ...options, method: 'GET', path, authenticated: true });
  return {
    blob: await response.blob(),
    fileName: attachmentName(response.headers.get('Content-Disposition')),
  };
};

/** DELETE with the bearer token. */
const del = <Schema extends z.ZodType = z.ZodVoid>(path: string, options?: AuthRequestOptions) =>
  request<Schema>({ ...options, method: 'DELETE', path, authenticated: true });

export const api = { get, authGet, authGetFile, post, postPublic, patch, put, del };
