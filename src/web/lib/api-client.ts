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

async function errorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON: fall through to the status text.
  }
  return response.statusText || `Request failed with status ${response.status}`;
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

export const api = { get };
