import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '#shared/errors';

const hashedAssetPrefix = '/assets/';
const oneYearImmutable = 'public, max-age=31536000, immutable';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Serves the built SPA: hashed assets cached for a year, and index.html (never cached) for
 * every other GET that is not an API or media path, so the client router takes over. Files are
 * sent brotli- or gzip-compressed when the build wrote those versions (scripts/compress-web.mjs)
 * and the browser accepts them.
 */
export async function registerWeb(app: FastifyInstance, webDir: string | undefined) {
  const hasWeb = webDir !== undefined && existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashed = filePath.startsWith(path.join(webDir, hashedAssetPrefix));
        reply.header('cache-control', isHashed ? oneYearImmutable : 'no-cache');
        // The same URL may be sent brotli, gzip or plain: caches must keep them apart.
        reply.header('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isFile = url.startsWith('/media/') || url.startsWith(hashedAssetPrefix);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWeb || isApiPath(url) || isFile || !isRead) {
      return reply.code(404).send({ message: 'Not found' } satisfies ApiError);
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
