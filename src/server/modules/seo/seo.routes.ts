import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inLanguage, privatePathPrefixes } from '#shared/rules/site-paths';
import { vehicleNamesIn } from '#shared/reference/makes';
import { languages } from '#shared/reference/types';
import { landingPath, stockedLandings } from '#shared/rules/landing-pages';
import type { Db } from '../../db/database';
import { notFound } from '../../plugins/errors';
import { sendCompressed } from '../../plugins/compress';
import { landingStock } from '../cars/cars.service';
import {
  entriesOfPart,
  newestChange,
  partStarts,
  type PartStart,
  type SitemapList,
} from './sitemap-lists';
import { sitemapIndex, urlSet, type SitemapPage } from './sitemap';

/** Rows a part is cut at: 20,000 URLs in both languages, well under the format's 50,000. */
const partSize = 10_000;
/** Rows a part may hold when many were added since its bounds were counted (50,000 URLs). */
const partLimit = 25_000;
/** How long a process keeps the parts' bounds: counting them reads every active car. */
const boundsTtlMs = 10 * 60_000;
const sitemapCacheControl = 'public, max-age=600';

/** The pages that are not one car or one dealer (with the landing pages that have cars). */
const fixedPages = ['/', '/car-grid', '/dealers'] as const;

/** `cars-3.xml` is the third part of the cars; any other name is no part (404, as a page). */
function parsePartName(name: string): { list: SitemapList; number: number } | undefined {
  const match = /^(cars|dealers)-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { list: match[1] as SitemapList, number: Number(match[2]) } : undefined;
}

interface Bounds {
  counted: number;
  parts: Record<SitemapList, PartStart[]>;
  newest: Date;
  landingPaths: string[];
}

/** Sends XML, compressed when the client takes it (a part is a few megabytes of repeated text). */
function sendXml(request: FastifyRequest, reply: FastifyReply, xml: string) {
  reply.type('application/xml; charset=utf-8').header('cache-control', sitemapCacheControl);
  reply.header('vary', 'accept-encoding');
  return sendCompressed(request, reply, xml);
}

/**
 * `/robots.txt` and the sitemap: `/sitemap.xml` is an index of parts (the fixed pages, then
 * active cars and dealers by id, 10,000 a part), every page in English and Arabic with when it
 * last changed. The parts' bounds are counted once in ten minutes; each part reads its range of
 * ids live, so a new car is listed at once.
 */
export const seoRoutes =
  (readDb: Db, origin: string): FastifyPluginAsyncZod =>
  async (app) => {
    let bounds: Bounds | undefined;
    async function currentBounds(): Promise<Bounds> {
      if (bounds && Date.now() - bounds.counted < boundsTtlMs) return bounds;
      const [cars, dealers, newest, stock] = await Promise.all([
        partStarts(readDb, 'cars', partSize),
        partStarts(readDb, 'dealers', partSize),
        newestChange(readDb),
        landingStock(readDb),
      ]);
      const landingPaths = stockedLandings(stock, languages.map(vehicleNamesIn)).map(landingPath);
      bounds = { counted: Date.now(), parts: { cars, dealers }, newest, landingPaths };
      return bounds;
    }

    app.get('/robots.txt', { schema: { querystring: z.object({}).passthrough() } }, (_, reply) => {
      const disallowed = languages.flatMap((language) =>
        privatePathPrefixes.map((prefix) => `Disallow: ${inLanguage(language, prefix)}`),
      );
      const lines = ['User-agent: *', 'Allow: /', ...new Set(disallowed), ''];
      lines.push(`Sitemap: ${origin}/sitemap.xml`, '');
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return reply.send(lines.join('\n'));
    });

    app.get('/sitemap.xml', async (request, reply) => {
      const { parts, newest } = await currentBounds();
      const entries: SitemapPage[] = [{ path: '/sitemap/pages.xml', lastModified: newest }];
      for (const list of ['cars', 'dealers'] as const) {
        // An empty list keeps its first part, so what is added before the next count is listed.
        const starts = parts[list].length > 0 ? parts[list] : [{ lastModified: newest }];
        starts.forEach((start, index) =>
          entries.push({
            path: `/sitemap/${list}-${index + 1}.xml`,
            lastModified: start.lastModified,
          }),
        );
      }
      return sendXml(request, reply, sitemapIndex(origin, entries));
    });

    app.get('/sitemap/pages.xml', async (request, reply) => {
      const { newest, landingPaths } = await currentBounds();
      const pages = [...fixedPages, ...landingPaths].map((path) => ({
        path,
        lastModified: newest,
      }));
      return sendXml(request, reply, urlSet(origin, pages));
    });

    app.get(
      '/sitemap/:part',
      { schema: { params: z.object({ part: z.string() }) } },
      async (request, reply) => {
        const part = parsePartName(request.params.part);
        if (!part) throw notFound('Sitemap part');
        const { list, number } = part;
        const starts = (await currentBounds()).parts[list];
        if (number > Math.max(starts.length, 1)) throw notFound('Sitemap part');
        // The first part starts at the lowest id there is, so ids added below it are listed.
        const firstId = number === 1 ? '' : starts[number - 1]!.firstId;
        const nextId = starts[number]?.firstId;
        const rows = await entriesOfPart(readDb, list, { firstId, nextId, limit: partLimit });
        return sendXml(request, reply, urlSet(origin, rows));
      },
    );
  };
