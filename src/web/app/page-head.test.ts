import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { vehicleNamesIn } from '#shared/reference/makes';
import type { CarSort } from '#shared/reference/sorts';
import type { Language } from '#shared/reference/types';
import type { Car } from '#shared/schemas/car';
import { dealerDetailSchema } from '#shared/schemas/dealer';
import { buildCar, buildDealer } from '../testing/data-generators';
import { siteTitle } from '../components/seo/site-title';
import { carQueryOptions } from '../features/cars/api/car';
import { dealerQueryOptions } from '../features/dealers/api/dealer';
import { priceHistoryQueryOptions } from '../features/price-history/api/price-history';
import { i18n, setLanguage } from '../lib/i18n';
import * as pageHeads from './page-head';
import { headTags, type HeadContext } from './page-head';
import { listingsPageTitle } from './routes/car-listing';
import { carDetailsPage } from './routes/car-details';

async function contextIn(language: Language): Promise<HeadContext> {
  await setLanguage(language);
  const context = {
    language,
    t: i18n.getFixedT(language),
    vehicleNames: vehicleNamesIn(language),
    origin: 'https://arabeya.example',
  };
  await setLanguage('en');
  return context;
}

const nile = dealerDetailSchema.parse({
  ...buildDealer({ id: 'dlr_nile', name: 'Nile Motors', city: 'alexandria' }),
  phone: '01012345678',
  whatsapp: '01012345678',
  address: '45 Corniche El Nil, Maadi',
  createdAt: '2026-01-01T10:00:00.000Z',
  employees: {},
  cars: {},
});
const corolla = buildCar({
  make: 'toyota',
  model: 'corolla',
  firstRegistration: 2018,
  city: 'alexandria',
  price: 875_000,
  sellerId: 'dlr_nile',
});

/** The head the server writes for `car`'s page, from its declaration, its data already fetched. */
async function carPageHead(context: HeadContext, car: Car) {
  const queries = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queries.setQueryData(carQueryOptions(car.id).queryKey, car);
  queries.setQueryData(dealerQueryOptions(nile.id).queryKey, nile);
  queries.setQueryData(priceHistoryQueryOptions(car.id).queryKey, { changes: [] });
  const address = {
    params: { id: car.id },
    search: new URLSearchParams(),
    vehicleNames: context.vehicleNames,
  };
  const written = await carDetailsPage.write(pageHeads, context, address, queries);
  if ('movedTo' in written) throw new Error(`The car's page moved to ${written.movedTo}`);
  return written.head;
}

describe("a car page's head", () => {
  it.each([
    [
      'en',
      'Toyota Corolla 2018 in Alexandria, sold · Arabeya',
      /Sold by Nile Motors in Alexandria/,
    ],
    [
      'ar',
      'تويوتا كورولا\u200f 2018 في الإسكندرية، مباعة · عربية',
      /بيعت لدى Nile Motors في الإسكندرية/,
    ],
  ] as const)(
    'of a sold car says sold, not for sale, nor a price on offer (%s)',
    async (language, title, description) => {
      const context = await contextIn(language);
      const head = await carPageHead(context, { ...corolla, status: 'sold' });
      expect(head.status).toBe(410);
      expect(head.title).toBe(title);
      expect(head.description).toMatch(description);
      // Nor do the link previews (og:, twitter:), which repeat them.
      expect(headTags(head, context)).not.toMatch(/for sale|للبيع/);
      expect(`${head.title} ${head.description}`).not.toContain('875');
    },
  );

  it.each([
    ['en', 'Toyota Corolla 2018 for sale in Alexandria, EGP\u00a0875,000 · Arabeya'],
    ['ar', /^تويوتا كورولا\u200f 2018 للبيع في الإسكندرية، .*875.* · عربية$/],
  ] as const)('of a car on sale says for sale, with its price (%s)', async (language, title) => {
    const head = await carPageHead(await contextIn(language), corolla);
    expect(head.status).toBe(200);
    if (typeof title === 'string') expect(head.title).toBe(title);
    else expect(head.title).toMatch(title);
  });
});

describe("the listings' title", () => {
  const titleOf = async (
    language: Language,
    listing: { filters?: string[]; sort?: CarSort; page?: number },
  ) => {
    const { t } = await contextIn(language);
    const page = listingsPageTitle(t, language, {
      filterLabels: listing.filters ?? [],
      sort: listing.sort ?? 'newest',
      page: listing.page ?? 1,
    });
    return siteTitle(t, page);
  };

  it('names the order when it is not the usual one, and the page after the first, in English', async () => {
    expect(await titleOf('en', {})).toBe('Cars for sale · Arabeya');
    expect(await titleOf('en', { page: 2 })).toBe('Cars for sale, page 2 · Arabeya');
    expect(await titleOf('en', { sort: 'price-asc' })).toBe(
      'Cars for sale, cheapest first · Arabeya',
    );
    expect(
      await titleOf('en', { filters: ['Toyota', 'Alexandria'], sort: 'best-deal', page: 12 }),
    ).toBe('Cars for sale: Toyota, Alexandria, best deals first, page 12 · Arabeya');
  });

  it('names them in Arabic too', async () => {
    expect(await titleOf('ar', {})).toBe('سيارات للبيع · عربية');
    expect(await titleOf('ar', { page: 3 })).toBe('سيارات للبيع، صفحة 3 · عربية');
    expect(await titleOf('ar', { filters: ['تويوتا'], sort: 'price-desc', page: 2 })).toBe(
      'سيارات للبيع: تويوتا، الأغلى أولًا، صفحة 2 · عربية',
    );
  });
});
