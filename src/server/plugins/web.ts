import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '#shared/errors';
import { plainPage } from '../lib/plain-page';
import { pageTexts } from '../lib/texts';
import type { PageCache } from './page-cache';
import type { PageRenderer } from './page-renderer';
import { sendCompressed } from './compress';
import type { Language } from '#shared/reference/types';
import { escapeMarkup } from '#shared/rules/markup';
import {
  inLanguage,
  languageCookie,
  preferredLanguage,
  splitLanguage,
} from '#shared/rules/site-paths';
import { landingRoot } from '#shared/rules/landing-pages';

const hashedAssetPrefix = '/assets/';
const faviconFile = 'favicon.ico';
const oneYearImmutable = 'public, max-age=31536000, immutable';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/** index.html around the page's own head, which the server writes between these marks. */
interface PageTemplate {
  before: string;
  defaultHead: string;
  after: string;
}

const headMarks = ['<!--page-head-->', '<!--/page-head-->'] as const;
const emptyRoot = '<div id="root"></div>';
const arabicFontPreload = /\s*<link\b[^>]*rel="preload"[^>]*cairo-arabic[^>]*>/;
const latinFontPreload = /\s*<link\b[^>]*rel="preload"[^>]*cairo-latin[^>]*>/;

/** The app's page in each language: `<html lang dir>` set, so the first paint is laid out right. */
function templatesByLanguage(indexHtml: string): Record<Language, PageTemplate> {
  const english = '<html lang="en" dir="ltr">';
  const [start, end] = headMarks;
  if (!indexHtml.includes(english)) throw new Error(`index.html does not start with ${english}`);
  if (!indexHtml.includes(start) || !indexHtml.includes(end)) {
    throw new Error(`index.html has no ${start}…${end} around its head`);
  }
  if (!indexHtml.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot}`);
  const split = (html: string): PageTemplate => {
    const [before = '', rest = ''] = html.split(start, 2);
    const [defaultHead = '', after = ''] = rest.split(end, 2);
    return { before, defaultHead, after };
  };
  return {
    // An English page shows no Arabic in the web font (the language switch's "العربية" is in the
    // system's): it does not fetch the font's Arabic subset.
    en: split(indexHtml.replace(arabicFontPreload, '')),
    ar: split(
      indexHtml.replace(english, '<html lang="ar" dir="rtl">').replace(latinFontPreload, ''),
    ),
  };
}

/** The pages written on the server (docs/decisions/130 and 148). */
export interface ServerPages {
  renderer: PageRenderer | undefined;
  /** The public URL, for absolute addresses. */
  origin: string;
  /** Pages written lately, shared by every visitor; its `seconds` are a CDN's too. */
  cache: PageCache;
  /** Counts a page written for the request's client: the seconds to wait when over the limit. */
  limitRenders: (request: FastifyRequest) => Promise<number | undefined>;
}

/**
 * Whether a page request may be someone's own, so that no cache may keep its answer: it carries
 * a session token, or a cookie other than the language choice. The web app keeps its session in
 * the browser's storage, so a signed-in visitor's pages are written like anyone's; a cookie of a
 * sign-in, or of anything else, still keeps the answer out of shared caches.
 */
const isPersonal = (request: FastifyRequest) =>
  request.headers.authorization !== undefined ||
  Object.keys(request.cookies).some((name) => name !== languageCookie);

/**
 * A page anyone may be sent, kept by a CDN as long as this process keeps it, then served stale
 * for a while longer as the CDN fetches it again; browsers always ask again.
 */
const publicPage = (seconds: number) =>
  `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${10 * seconds}`;

/** The page a client over its limit of written pages gets: 429, in the page's language. */
function tooManyPages(reply: FastifyReply, language: Language, retryAfterSeconds: number) {
  const t = pageTexts(language);
  return reply
    .code(429)
    .header('retry-after', retryAfterSeconds)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      plainPage(
        t('tooManyPages.title'),
        `<h1>${escapeMarkup(t('tooManyPages.heading'))}</h1><p>${escapeMarkup(t('tooManyPages.text'))}</p>`,
        language,
      ),
    );
}

/**
 * Serves the built SPA: hashed assets cached for a year, and index.html (never by browsers) for
 * every other GET that is not an API or media path, so the client router takes over. With the
 * web app's server entry, each page gets its own head (title, description, alternates, Open
 * Graph, JSON-LD) and status (404 unknown, 410 sold) in that first HTML. A page
 * asked for in one language by a visitor who asks for the other (their choice's cookie, else
 * Arabic as their browser's first language) is redirected there (302), and so is a search
 * asked for by its typed text, to its structured address (docs/decisions/182). A written page is
 * kept a moment for every visitor, and a CDN may keep it as long unless the request may be
 * someone's own; pages not kept count against the client's limit (429 over it). Files are
 * sent brotli- or gzip-compressed when the build wrote those versions (scripts/compress-web.mjs)
 * and the browser accepts them.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDir: string | undefined,
  pages?: ServerPages,
) {
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

  // The build's favicon.ico is served at the root as a file. Arabic pages live under /ar, and
  // what guesses a site's icon from a page's address asks /ar/favicon.ico: the same file.
  if (hasWeb && existsSync(path.join(webDir, faviconFile))) {
    app.get(inLanguage('ar', `/${faviconFile}`), (_request, reply) => reply.sendFile(faviconFile));
  }

  const templates = hasWeb
    ? templatesByLanguage(readFileSync(path.join(webDir, 'index.html'), 'utf8'))
    : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const [url = '', query] = request.url.split('?', 2);
    const isFile = url.startsWith('/media/') || url.startsWith(hashedAssetPrefix);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!templates || isApiPath(url) || isFile || !isRead) {
      return reply.code(404).send({ message: 'Not found' } satisfies ApiError);
    }
    const queryPart = query === undefined ? '' : `?${query}`;
    // One address per page: `/car-grid/` and `/ar/` are `/car-grid` and `/ar`, for good. The
    // target keeps one leading slash, so `//host/` can never send anyone to another site.
    if (url.length > 1 && url.endsWith('/')) {
      const onePage = `/${url.split('/').filter(Boolean).join('/')}`;
      return reply.redirect(onePage + queryPart, 301);
    }
    const page = splitLanguage(url);
    if (page.path === landingRoot) {
      return reply.redirect(inLanguage(page.language, '/car-grid') + queryPart, 301);
    }
    const personal = isPersonal(request);
    reply.header('cache-control', personal ? 'private, no-store' : 'no-cache');
    reply.header('vary', 'cookie, accept-language, accept-encoding');
    const wanted = preferredLanguage(
      request.cookies[languageCookie],
      request.headers['accept-language'],
    );
    if (wanted !== undefined && wanted !== page.language) {
      return reply.redirect(inLanguage(wanted, page.path) + queryPart, 302);
    }
    const template = templates[page.language];
    let head = template.defaultHead;
    let after = template.after;
    if (pages?.renderer) {
      const { renderer, cache, origin } = pages;
      const search = query === undefined ? '' : `?${query}`;
      const { path: pagePath, language } = page;
      // Everything a page is written from: the same for every visitor.
      const key = `${language} ${pagePath}${search}`;
      if (!cache.has(key)) {
        const retryAfterSeconds = await pages.limitRenders(request);
        if (retryAfterSeconds !== undefined) {
          return tooManyPages(reply, language, retryAfterSeconds);
        }
      }
      const rendered = await cache.page(key, () =>
        renderer.renderPage({ path: pagePath, search, language, origin }, request.ip),
      );
      if (!personal && cache.seconds > 0) reply.header('cache-control', publicPage(cache.seconds));
      if (rendered.location !== undefined) {
        return reply.redirect(rendered.location, rendered.status);
      }
      reply.code(rendered.status);
      head = rendered.head;
      if (rendered.body) {
        // A function, so no `$` of the page's text is read as a replacement pattern.
        const { root, after: afterRoot } = rendered.body;
        after = after.replace(emptyRoot, () => `<div id="root">${root}</div>${afterRoot}`);
      }
    }
    reply.type('text/html; charset=utf-8');
    return sendCompressed(request, reply, template.before + head + after);
  });
}
