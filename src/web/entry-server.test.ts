import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { languages, type Language } from '#shared/reference/types';
import { carsByIdResponseSchema } from '#shared/schemas/buyer';
import {
  carFacetsSchema,
  carSchema,
  carSearchResponseSchema,
  popularMakesResponseSchema,
} from '#shared/schemas/car';
import { dealerDetailSchema, dealerListResponseSchema } from '#shared/schemas/dealer';
import { priceHistoryResponseSchema } from '#shared/schemas/price-history';
import { escapeMarkup } from '#shared/rules/markup';
import { interpretSearchText } from '#shared/rules/search-interpretation';
import { buildCar, buildDealer, searchResponse } from './testing/data-generators';
import { jsonResponse } from './testing/test-utils';
import { i18n, vehicleNamesIn } from './lib/i18n';
import { Page } from './app/page';
import { routes } from './app/router';
import { renderPage, setApiFetch } from './entry-server';

/*
 * Every public route of the router, written by the server in both languages: each answers its
 * own head (not the signed-in screens' one) with its own status, and the title it writes is the
 * one the browser writes for the same page. Built from the route list: a new public route is
 * written here too; a new kind of route parameter needs a sample below.
 */

// The test setup has started i18next in English; the server entry starting it again would drop
// the strings loaded so far. It loads the rest of both languages on top.
vi.mock('./lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./lib/i18n')>()),
  initI18n: async () => undefined,
}));

const origin = 'https://arabeya.example';
const missingId = 'missing';
/** An id the API refuses to look up (400): no record has it either. */
const malformedId = 'malformed';

/** A value for each route parameter, which the fake API below knows. */
const samples: Record<string, string> = {
  id: 'known',
  make: 'toyota',
  model: 'corolla',
  place: 'alexandria',
  bodyStyle: 'suv',
  /** The sample dealer's own (a dealer's page at another address is sent there, 301). */
  slug: 'nile-motors',
  // Deeper than any route's own parameters: a dealer page is /dealer/{id}/{slug}.
  '*': 'old/link/here',
};

const car = buildCar({ id: samples.id, sellerId: samples.id, city: 'alexandria' });
const dealer = dealerDetailSchema.parse({
  ...buildDealer({ id: samples.id, name: 'Nile Motors', city: 'alexandria' }),
  phone: '01012345678',
  whatsapp: '01012345678',
  address: '45 Corniche El Nil, Maadi',
  addresses: { en: '45 Corniche El Nil, Maadi', ar: null },
  createdAt: '2026-01-01T10:00:00.000Z',
  employees: {},
  cars: {},
});
const refused = (status: number) =>
  new Response(JSON.stringify({ message: 'Refused' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The API the pages read, with one car and one dealer, both of id `samples.id`. */
async function fakeApi(url: string): Promise<Response> {
  const path = new URL(url, origin).pathname;
  const detail = /^\/api\/v1\/(car|dealer)\/([^/]+)$/.exec(path);
  const q = new URL(url, origin).searchParams.get('q');
  switch (path) {
    case '/api/v1/car/search':
      // The text read as the API reads it (the same shared rule).
      return jsonResponse(carSearchResponseSchema, {
        ...searchResponse([car]),
        ...(q === null ? {} : interpretSearchText({ q, year: undefined }).interpretation),
      });
    case '/api/v1/car/facets':
      return jsonResponse(carFacetsSchema, {
        total: { count: 1, approximate: false },
        facets: {
          make: [],
          model: [],
          bodyStyle: [],
          city: [],
          fuelType: [],
          transmission: [],
          condition: [],
          year: [],
          priceBand: [],
          downPayment: [],
          monthly: [],
        },
      });
    case '/api/v1/car/popular-makes':
      return jsonResponse(popularMakesResponseSchema, { makes: [{ key: 'toyota', count: 1 }] });
    case '/api/v1/car/by-ids':
      return jsonResponse(carsByIdResponseSchema, { cars: { [car.id]: car } });
    case '/api/v1/dealer':
      return jsonResponse(dealerListResponseSchema, { dealers: [buildDealer(dealer)] });
    case `/api/v1/car/${car.id}/price-history`:
      return jsonResponse(priceHistoryResponseSchema, { changes: [] });
  }
  if (detail?.[2] === missingId) return refused(404);
  if (detail?.[2] === malformedId) return refused(400);
  if (detail?.[1] === 'car') return jsonResponse(carSchema, car);
  if (detail?.[1] === 'dealer') return jsonResponse(dealerDetailSchema, dealer);
  throw new Error(`Unexpected request: ${path}`);
}

const page = (path: string, language: Language, search = '') =>
  renderPage({ path, search, language, origin });

const titleOf = (head: string) => /<title>([^<]*)<\/title>/.exec(head)?.[1];

/** The routes of the tree without children, each with its lazy parts loaded. */
async function screenRoutes(tree: RouteObject[]): Promise<RouteObject[]> {
  const leaves = tree.flatMap((route) => (route.children ? [] : [route]));
  const nested = await Promise.all(tree.map((route) => screenRoutes(route.children ?? [])));
  const loaded = await Promise.all(
    leaves.map(async (route) =>
      typeof route.lazy === 'function' ? { ...route, ...(await route.lazy()) } : route,
    ),
  );
  return [...loaded, ...nested.flat()];
}

/** The route's address with every parameter given its sample. */
const samplePath = (route: RouteObject) =>
  `/${route.path ?? ''}`.replace(/^\/+/, '/').replace(/:(\w+)\??|\*/g, (part, name?: string) => {
    const sample = samples[name ?? part];
    if (sample === undefined) throw new Error(`No sample for ${part} of ${route.path}`);
    return sample;
  });

/** The whole title the browser writes for the page at `path`, from the same declaration. */
function titleInBrowser(declaration: Page, route: RouteObject, language: Language) {
  const vehicleNames = vehicleNamesIn(language);
  const params = Object.fromEntries(
    [...(route.path ?? '').matchAll(/:(\w+)|\*/g)].map(([part, name]) => [
      name ?? part,
      samples[name ?? part],
    ]),
  );
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return new Promise<string>((resolve) => {
    const stop = declaration.follow(
      { t: i18n.getFixedT(language), language, vehicleNames },
      { params, search: new URLSearchParams(), vehicleNames },
      queries,
      (title) => {
        resolve(title);
        queueMicrotask(() => stop());
      },
    );
  });
}

let publicRoutes: { route: RouteObject; page: Page }[];
let privateHeads: Record<Language, string>;

beforeAll(async () => {
  setApiFetch(fakeApi);
  const screens = await screenRoutes(routes);
  publicRoutes = screens.flatMap((route) =>
    route.handle instanceof Page ? [{ route, page: route.handle }] : [],
  );
  const signedIn = screens.find((route) => !(route.handle instanceof Page));
  if (!signedIn) throw new Error('The router has no signed-in screen');
  privateHeads = Object.fromEntries(
    await Promise.all(
      languages.map(async (language) => [
        language,
        (await page(samplePath(signedIn), language)).head,
      ]),
    ),
  ) as Record<Language, string>;
}, 60_000);

describe('every public route, written on the server', () => {
  it('has routes to check', () => {
    expect(publicRoutes.length).toBeGreaterThan(10);
  });

  it.each(languages)(
    'answers its own head, status and title, the one the browser writes (%s)',
    async (language) => {
      const arabic = /[\u0600-\u06FF]/;
      for (const { route, page: declaration } of publicRoutes) {
        const path = samplePath(route);
        const rendered = await page(path, language);
        const missing = route.path?.endsWith('*') ?? false;
        expect(rendered.status, path).toBe(missing ? 404 : 200);
        expect(rendered.head, path).not.toBe(privateHeads[language]);
        const title = titleOf(rendered.head);
        expect(title, path).toBe(escapeMarkup(await titleInBrowser(declaration, route, language)));
        // In the page's language: the Arabic title has Arabic words, the English one none.
        expect(arabic.test(title ?? ''), `${path}: ${title}`).toBe(language === 'ar');
        expect(rendered.body === undefined, path).toBe(missing);
      }
    },
    30_000,
  );

  it.each([
    ['en', 'Car not found · Arabeya', 'Page not found · Arabeya'],
    ['ar', 'السيارة غير موجودة · عربية', 'الصفحة غير موجودة · عربية'],
  ] as const)(
    'answers 404 for an unknown car and for an unknown path (%s)',
    async (language, unknownCar, unknownPath) => {
      const car = await page(`/car-details/${missingId}`, language);
      expect(car.status).toBe(404);
      expect(titleOf(car.head)).toBe(unknownCar);
      expect(car.head).toContain('<meta name="robots" content="noindex" />');
      const path = await page('/no-such-page', language);
      expect(path.status).toBe(404);
      expect(titleOf(path.head)).toBe(unknownPath);
      expect((await page(`/car-details/${malformedId}`, language)).status).toBe(404);
      expect((await page(`/dealer/${missingId}`, language)).status).toBe(404);
      expect((await page('/cars/no-such-make', language)).status).toBe(404);
    },
  );
});

describe('a search by typed text, written on the server', () => {
  const search = (text: string, rest = '') =>
    `?${new URLSearchParams({ q: text }).toString()}${rest}`;

  it.each([
    [
      'ar',
      '/car-grid',
      search('تويوتا القاهرة تحت مليون', '&sort=price-asc'),
      '/ar/car-grid?make=toyota&priceMax=1000000&city=cairo&sort=price-asc',
    ],
    ['en', '/car-list', search('toyota red sunroof'), '/car-list?q=red+sunroof&make=toyota'],
    ['en', '/car-grid', search('corolla'), '/cars/toyota/corolla'],
    ['ar', '/car-grid', search('هيونداي', '&priceMax=900000'), '/ar/cars/hyundai?priceMax=900000'],
    ['en', '/cars/toyota', search('alexandria'), '/car-grid?make=toyota&city=alexandria'],
  ] as const)(
    'moves (302, %s) %s%s to its structured address',
    async (language, path, query, location) => {
      const rendered = await page(path, language, query);
      expect(rendered.status).toBe(302);
      expect(rendered.location).toBe(location);
      expect(rendered.body).toBeUndefined();
    },
  );

  it('stays where it is when the text names no criterion: its words are the search', async () => {
    const rendered = await page('/car-grid', 'en', search('sunroof'));
    expect(rendered.status).toBe(200);
    expect(rendered.location).toBeUndefined();
  });
});
