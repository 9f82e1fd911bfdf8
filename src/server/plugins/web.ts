import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '#shared/errors';
import type { Language } from '#shared/reference/types';
import {
  inLanguage,
  languageCookie,
  preferredLanguage,
  splitLanguage,
} from '#shared/rules/site-paths';

const hashedAssetPrefix = '/assets/';
const oneYearImmutable = 'public, max-age=31536000, immutable';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/** The app's page in each language: `<html lang dir>` set, so the first paint is laid out right. */
function pagesByLanguage(indexHtml: string): Record<Language, string> {
  const english = '<html lang="en" dir="ltr">';
  if (!indexHtml.includes(english)) throw new Error(`index.html does not start with ${english}`);
  return { en: indexHtml, ar: indexHtml.replace(english, '<html lang="ar" dir="rtl">') };
}

/**
 * Serves the built SPA: hashed assets cached for a year, and index.html (never cached) for
 * every other GET that is not an API or media path, so the client router takes over. A page
 * asked for in one language by a visitor who asks for the other (their choice's cookie, else
 * Arabic as their browser's first language) is redirected there (302). Files are
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

  const pages = hasWeb
    ? pagesByLanguage(readFileSync(path.join(webDir, 'index.html'), 'utf8'))
    : undefined;

  app.setNotFoundHandler((request, reply) => {
    const [url = '', query] = request.url.split('?', 2);
    const isFile = url.startsWith('/media/') || url.startsWith(hashedAssetPrefix);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!pages || isApiPath(url) || isFile || !isRead) {
      return reply.code(404).send({ message: 'Not found' } satisfies ApiError);
    }
    reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-language');
    const page = splitLanguage(url);
    const wanted = preferredLanguage(
      request.cookies[languageCookie],
      request.headers['accept-language'],
    );
    if (wanted !== undefined && wanted !== page.language) {
      const target = inLanguage(wanted, page.path) + (query === undefined ? '' : `?${query}`);
      return reply.redirect(target, 302);
    }
    return reply.type('text/html; charset=utf-8').send(pages[page.language]);
  });
}
