import type { FastifyReply } from 'fastify';
import { isPublicCarStatus } from '#shared/reference/vehicle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FinanceTerms } from '#shared/reference/finance';
import { carFilterFromQuery, resolveCarFilter } from '#shared/rules/car-filter';
import { interpretSearchText } from '#shared/rules/search-interpretation';
import {
  carFacetsQuerySchema,
  carFacetsSchema,
  type CarFacets,
  carParamsSchema,
  carSchema,
  fairPriceDetailsSchema,
  carSearchQuerySchema,
  carSearchResponseSchema,
  type CarSearchResponse,
  carSuggestQuerySchema,
  carSuggestResponseSchema,
  type CarSuggestResponse,
  popularMakesResponseSchema,
  priceGuideQuerySchema,
  priceGuideSchema,
} from '#shared/schemas/car';
import { carIdsQuerySchema, carsByIdResponseSchema } from '#shared/schemas/buyer';
import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { notFound } from '../../plugins/errors';
import { carsByIds, findCar } from './cars.repository';
import {
  carsById,
  nearbySearchesWithCars,
  priceGuide,
  searchCarsPage,
  similarCarIds,
  withFairPrices,
} from './cars.service';
import type { SearchCache } from './search-cache';
import type { CarSearch } from './search/car-search';
import { toApiCar } from './car-view';
import { suggestSearches } from './suggestions';
import { dealerNameList } from '../dealers/dealers.service';

const popularMakesLimit = 12;

export interface CarRouteDeps {
  db: Db;
  /** Public reads: a read replica, or the primary. */
  readDb: Db;
  storage: Storage;
  searchCache: SearchCache;
  carSearch: CarSearch;
  /** The configured finance terms, on which installment limits become a price bound. */
  finance: FinanceTerms;
  /** How long the dealerships' names suggestions look through are kept before read again. */
  dealerNamesMaxAgeMs: number;
}

/**
 * The dealerships' names are read again at most once a minute: a few thousand rows, and a
 * dealership renamed or registered is suggested by its new name that much later.
 */
export const dealerNamesMaxAgeMs = 60_000;

export const carRoutes =
  (deps: CarRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, readDb, storage, searchCache, carSearch, finance } = deps;
    const dealerNames = dealerNameList(readDb, deps.dealerNamesMaxAgeMs);
    /** Search answers are cached for `searchCache.seconds`; shared caches may keep them as long. */
    const cacheFor = (reply: FastifyReply) =>
      reply.header('cache-control', `public, max-age=0, s-maxage=${searchCache.seconds}`);

    app.get(
      '/api/v1/car/search',
      // The answer is typed as CarSearchResponse; the API tests check it against its schema (a
      // check here cost a twentieth of the server's time under load). The handler sends the
      // cached JSON text, so its schema is the API document's alone.
      {
        schema: {
          querystring: carSearchQuerySchema,
          documented: { response: { 200: carSearchResponseSchema } },
        },
      },
      async (request, reply) => {
        const { query, interpretation } = interpretSearchText(request.query);
        const { sort, page, pageSize } = query;
        const filter = resolveCarFilter(carFilterFromQuery(query), finance);
        const key = JSON.stringify([filter, sort, page, pageSize, interpretation]);
        const body = await searchCache.answer(key, async () => {
          const search = { filter, sort, page, pageSize };
          const result = await searchCarsPage({ db, readDb }, storage, carSearch, search);
          const nearby =
            result.total === 0
              ? await nearbySearchesWithCars(carSearch, query, finance)
              : undefined;
          return JSON.stringify({
            ...result,
            page,
            pageSize,
            ...interpretation,
            nearby,
          } satisfies CarSearchResponse);
        });
        cacheFor(reply);
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );

    app.get(
      '/api/v1/car/facets',
      // Typed as CarFacets and checked against its schema by the API tests, as the search.
      {
        schema: {
          querystring: carFacetsQuerySchema,
          documented: { response: { 200: carFacetsSchema } },
        },
      },
      async (request, reply) => {
        const { query, interpretation } = interpretSearchText(request.query);
        const filter = resolveCarFilter(carFilterFromQuery(query), finance);
        const key = JSON.stringify(['facets', filter, interpretation]);
        const body = await searchCache.answer(key, async () =>
          JSON.stringify({
            ...(await carSearch.facets(filter)),
            ...interpretation,
          } satisfies CarFacets),
        );
        cacheFor(reply);
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );

    app.get(
      '/api/v1/car/suggest',
      // Typed as CarSuggestResponse and checked against its schema by the API tests, as the search.
      {
        schema: {
          querystring: carSuggestQuerySchema,
          documented: { response: { 200: carSuggestResponseSchema } },
        },
      },
      async (request, reply) => {
        const { q, lang } = request.query;
        const body = await searchCache.answer(JSON.stringify(['suggest', q, lang]), async () =>
          JSON.stringify({
            suggestions: await suggestSearches(carSearch, dealerNames, finance, q, lang),
          } satisfies CarSuggestResponse),
        );
        cacheFor(reply);
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );

    app.get(
      '/api/v1/car/popular-makes',
      {
        schema: {
          querystring: z.object({}).strict(),
          response: { 200: popularMakesResponseSchema },
        },
      },
      async () => ({ makes: await carSearch.popularMakes(popularMakesLimit) }),
    );

    app.get(
      '/api/v1/car/price-guide',
      {
        schema: {
          querystring: priceGuideQuerySchema,
          response: { 200: priceGuideSchema },
        },
      },
      async (request, reply) => {
        // Prices move slowly; a few minutes' staleness costs nothing.
        reply.header('cache-control', 'public, max-age=300');
        return priceGuide(readDb, carSearch, request.query);
      },
    );

    app.get(
      '/api/v1/car/by-ids',
      { schema: { querystring: carIdsQuerySchema, response: { 200: carsByIdResponseSchema } } },
      async (request) => {
        const rows = await carsByIds(readDb, request.query.ids);
        const cars = carsById(
          storage,
          rows.filter((row) => isPublicCarStatus(row.status)),
        );
        return { cars: await withFairPrices(carSearch, cars) };
      },
    );

    app.get(
      '/api/v1/car/:id/similar',
      { schema: { params: carParamsSchema, response: { 200: carsByIdResponseSchema } } },
      async (request, reply) => {
        const car = await findCar(readDb, request.params.id);
        if (!car || !isPublicCarStatus(car.status)) throw notFound('Car');
        const rows = await carsByIds(readDb, await similarCarIds(carSearch, car));
        reply.header('cache-control', `public, max-age=0, s-maxage=${searchCache.seconds}`);
        const cars = carsById(
          storage,
          rows.filter((row) => row.status === 'active'),
        );
        return { cars: await withFairPrices(carSearch, cars) };
      },
    );

    app.get(
      '/api/v1/car/:id',
      { schema: { params: carParamsSchema, response: { 200: carSchema } } },
      async (request) => {
        // A car just listed may not have reached the replica yet: its dealer opens it next.
        const row =
          (await findCar(readDb, request.params.id)) ??
          (readDb === db ? undefined : await findCar(db, request.params.id));
        if (!row || !isPublicCarStatus(row.status)) throw notFound('Car');
        const [fairPrice = null] = (await carSearch.fairPrices([row.id])).values();
        return { ...toApiCar(row, storage), fairPrice };
      },
    );

    app.get(
      '/api/v1/car/:id/fair-price',
      { schema: { params: carParamsSchema, response: { 200: fairPriceDetailsSchema } } },
      async (request, reply) => {
        const car = await findCar(readDb, request.params.id);
        if (!car || !isPublicCarStatus(car.status)) throw notFound('Car');
        reply.header('cache-control', `public, max-age=0, s-maxage=${searchCache.seconds}`);
        return carSearch.fairPriceDetails(car.id);
      },
    );
  };
