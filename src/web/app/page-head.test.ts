import { describe, expect, it } from 'vitest';
import { vehicleNamesIn } from '#shared/reference/makes';
import type { Language } from '#shared/reference/types';
import { dealerDetailSchema } from '#shared/schemas/dealer';
import { buildCar, buildDealer, searchResponse } from '../testing/data-generators';
import { i18n, setLanguage } from '../lib/i18n';
import { carHead, headTags, listingsHead, type HeadContext } from './page-head';

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
      const head = carHead(context, { ...corolla, status: 'sold' }, nile);
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
    const head = carHead(await contextIn(language), corolla, nile);
    expect(head.status).toBe(200);
    if (typeof title === 'string') expect(head.title).toBe(title);
    else expect(head.title).toMatch(title);
  });
});

describe("the listings' head", () => {
  const results = searchResponse([corolla], 60);
  const titleOf = async (
    language: Language,
    listing: {
      filters?: string[];
      sort?: Parameters<typeof listingsHead>[1]['sort'];
      page?: number;
    },
  ) =>
    listingsHead(await contextIn(language), {
      filters: listing.filters ?? [],
      sort: listing.sort ?? 'newest',
      page: listing.page ?? 1,
      canonical: '/car-grid',
      results,
    }).title;

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
