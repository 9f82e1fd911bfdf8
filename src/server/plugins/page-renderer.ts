import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageRequest, RenderedPage } from '#shared/page-rendering';

/** The web app's server entry (dist/ssr/entry-server.js, src/web/entry-server.tsx). */
interface WebServerEntry {
  renderPage(request: PageRequest): Promise<RenderedPage>;
  setApiFetch(fetcher: (url: string, init: RequestInit) => Promise<Response>): void;
}

export interface PageRenderer {
  /** `visitorIp`: the API calls the page makes count against the visitor's rate limits. */
  renderPage(request: PageRequest, visitorIp: string): Promise<RenderedPage>;
}

const isEntry = (module: unknown): module is WebServerEntry =>
  typeof module === 'object' &&
  module !== null &&
  'renderPage' in module &&
  typeof module.renderPage === 'function' &&
  'setApiFetch' in module &&
  typeof module.setApiFetch === 'function';

const noBodyStatuses = new Set([204, 304]);

/**
 * Loads the web app's server entry, its API calls answered by this app in-process (no socket):
 * `inject` runs them through the same routes, validation and rate limits as the browser's.
 * Undefined when the build has none (development, where Vite serves the pages).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  entryPath: string | undefined,
): Promise<PageRenderer | undefined> {
  if (entryPath === undefined || !existsSync(entryPath)) return undefined;
  const entry: unknown = await import(pathToFileURL(entryPath).href);
  if (!isEntry(entry)) throw new Error(`${entryPath} is not the web app's server entry`);
  const visitor = new AsyncLocalStorage<string>();
  entry.setApiFetch(async (url, init) => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error('A page is written from reads only');
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
      remoteAddress: visitor.getStore() ?? '127.0.0.1',
    });
    const body = noBodyStatuses.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });
  return {
    renderPage: (request, visitorIp) => visitor.run(visitorIp, () => entry.renderPage(request)),
  };
}
