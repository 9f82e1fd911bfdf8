import type { TFunction } from 'i18next';
import { cities } from '#shared/reference/cities';
import { bodyStyles, conditions, fuelTypes, transmissions } from '#shared/reference/vehicle';
import { makeName, modelName, type VehicleNames } from '#shared/reference/vehicle-names';
import type { Language } from '#shared/reference/types';
import type { Car, CarSearchResponse } from '#shared/schemas/car';
import type { DealerDetail } from '#shared/schemas/dealer';
import { formatMileage, formatNumber, formatPrice } from '#shared/rules/format';
import { textInLanguage } from '#shared/rules/dealer-names';
import { displayName } from '#shared/rules/names';
import { galleryPictures, ogPictureId } from '#shared/rules/pictures';
import { escapeMarkup } from '#shared/rules/markup';
import { carTitle } from '#shared/rules/specifications';
import { carDetailsPath, dealerPath, inLanguage } from '#shared/rules/site-paths';
import { languages } from '#shared/reference/types';
import type { Landing } from '#shared/rules/landing-pages';
import { siteTitle } from '../components/seo/site-title';
import { activeFilters } from '../features/cars/lib/active-filters';
import type { CarSearchState } from '../features/cars/lib/car-search-params';
import { canonicalSearchHref, landingWords } from '../features/cars/lib/landing-search';
import { scriptJson } from './page-data';

/** What a page says of itself in the first HTML: its head, and the status it answers. */
export interface PageHead {
  status: number;
  /** The whole `<title>`. */
  title: string;
  description: string;
  /** The page's own address, unprefixed (the language is added per alternate); none: noindex. */
  canonical?: string | undefined;
  /**
   * Kept out of search engines all the same: a page of a visitor's own words (a search's text),
   * its canonical the same page without them (docs/decisions/150).
   */
  noindex?: boolean | undefined;
  /** The picture a shared link shows (the car's 803x493 `og` picture). */
  image?: { url: string; width: number; height: number } | undefined;
  jsonLd: object[];
}

/** A head without its title, which the page's declaration writes (page.ts). */
export type HeadFields = Omit<PageHead, 'title'>;

/** What a page head is written with: the page's language, its strings and names. */
export interface HeadContext {
  language: Language;
  t: TFunction;
  vehicleNames: VehicleNames;
  /** `https://arabeya.example`, for absolute addresses. */
  origin: string;
}

/** The og picture's size: the 803x493 thumbnail of the showcase (docs/decisions/004). */
const ogPictureSize = { width: 803, height: 493 };

const schemaContext = 'https://schema.org';

const absolute = (origin: string, url: string) => (url.startsWith('/') ? origin + url : url);

/** A page's absolute address in the context's language. */
const addressOf = (context: HeadContext, path: string) =>
  context.origin + inLanguage(context.language, path);

function breadcrumbs(context: HeadContext, trail: { name: string; path: string }[]) {
  return {
    '@context': schemaContext,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: addressOf(context, crumb.path),
    })),
  };
}

const carCount = (context: HeadContext, count: number) =>
  context.t('descriptions.carCount', { count, formatted: formatNumber(count, context.language) });

export function homeHead(context: HeadContext): HeadFields {
  const { t, origin } = context;
  return {
    status: 200,
    description: t('descriptions.site'),
    canonical: '/',
    jsonLd: [
      {
        '@context': schemaContext,
        '@type': 'WebSite',
        name: t('brand.name'),
        url: addressOf(context, '/'),
        inLanguage: context.language,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${origin}${inLanguage(context.language, '/car-grid')}?q={search_terms}`,
          'query-input': 'required name=search_terms',
        },
      },
    ],
  };
}

function listingsDescription(context: HeadContext, cars: string, filters: string) {
  return filters
    ? context.t('descriptions.listingsFiltered', { cars, filters })
    : context.t('descriptions.listings', { cars });
}

/**
 * The listings, or a landing page (`landing`), of `search` (landing filters included):
 * `title` names it.
 */
export function listingsHead(
  context: HeadContext,
  listing: {
    search: CarSearchState;
    results: CarSearchResponse;
    title: string;
    landing?: Landing | undefined;
  },
): HeadFields {
  const { t, language, vehicleNames } = context;
  const { search, results } = listing;
  const landing = listing.landing && landingWords(listing.landing, t, language, vehicleNames);
  const filters = activeFilters(search, t, language, vehicleNames)
    .map((filter) => filter.label)
    .join(t('meta.listSeparator'));
  const cars = carCount(context, results.total);
  // A visitor's words are theirs, not a page of the site: the canonical leaves them out
  // (docs/decisions/150).
  const { q, ...withoutText } = search;
  const canonical = canonicalSearchHref(withoutText, vehicleNames);
  return {
    status: 200,
    description: landing
      ? t('descriptions.landing', { cars, text: landing.text })
      : listingsDescription(context, cars, filters),
    canonical,
    noindex: q !== undefined,
    jsonLd: [
      {
        '@context': schemaContext,
        '@type': 'ItemList',
        name: listing.title,
        url: addressOf(context, canonical),
        numberOfItems: Object.keys(results.cars).length,
        itemListElement: Object.values(results.cars).map((car, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: addressOf(context, carDetailsPath(car.id)),
          name: carTitle(car, language, context.vehicleNames),
        })),
      },
      breadcrumbs(context, [
        { name: t('nav.home'), path: '/' },
        { name: t('nav.cars'), path: '/car-grid' },
        ...(landing?.trail ?? []),
      ]),
    ],
  };
}

function sellerOf(context: HeadContext, dealer: DealerDetail) {
  const streetAddress = textInLanguage(dealer.addresses, context.language);
  return {
    '@type': 'AutoDealer',
    name: textInLanguage(dealer.names, context.language),
    url: addressOf(context, dealerPath(dealer.id, dealer.name)),
    ...(dealer.logoUrl ? { logo: absolute(context.origin, dealer.logoUrl) } : {}),
    ...(dealer.phone ? { telephone: dealer.phone } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(streetAddress ? { streetAddress } : {}),
      addressLocality: displayName(cities, dealer.city, context.language),
      addressCountry: 'EG',
    },
  };
}

/** A car's page: 410 once sold (it still shows, with the similar cars). */
export function carHead(context: HeadContext, car: Car, dealer: DealerDetail): HeadFields {
  const { t, language, vehicleNames, origin } = context;
  const name = carTitle(car, language, vehicleNames);
  const city = displayName(cities, car.city, language);
  const price = formatPrice(car.price, language);
  const facts = [
    displayName(conditions, car.condition, language),
    ...(car.mileage === null ? [] : [formatMileage(car.mileage, language)]),
    displayName(transmissions, car.transmission, language),
    displayName(fuelTypes, car.fuelType, language),
  ].join(t('meta.listSeparator'));
  const path = carDetailsPath(car.id);
  const og = car.pictures[ogPictureId];
  const sold = car.status === 'sold';
  const dealerName = textInLanguage(dealer.names, language);
  return {
    status: sold ? 410 : 200,
    description: sold
      ? t('descriptions.soldCar', { car: name, facts, dealer: dealerName, city })
      : t('descriptions.car', { car: name, facts, price, dealer: dealerName, city }),
    canonical: path,
    image: og ? { url: absolute(origin, og.url), ...ogPictureSize } : undefined,
    jsonLd: [
      {
        '@context': schemaContext,
        '@type': 'Car',
        name,
        url: addressOf(context, path),
        brand: { '@type': 'Brand', name: makeName(vehicleNames, car.make) },
        model: modelName(vehicleNames, car.make, car.model),
        vehicleModelDate: String(car.firstRegistration),
        bodyType: displayName(bodyStyles, car.bodyStyle, language),
        fuelType: displayName(fuelTypes, car.fuelType, language),
        vehicleTransmission: displayName(transmissions, car.transmission, language),
        itemCondition: `${schemaContext}/${car.condition === 'new' ? 'NewCondition' : 'UsedCondition'}`,
        ...(car.mileage === null
          ? {}
          : {
              mileageFromOdometer: {
                '@type': 'QuantitativeValue',
                value: car.mileage,
                unitCode: 'KMT',
              },
            }),
        ...(car.description ? { description: car.description } : {}),
        image: galleryPictures(car.pictures).map((picture) => absolute(origin, picture.url)),
        offers: {
          '@type': 'Offer',
          price: car.price,
          priceCurrency: 'EGP',
          availability: `${schemaContext}/${sold ? 'SoldOut' : 'InStock'}`,
          url: addressOf(context, path),
          seller: sellerOf(context, dealer),
        },
      },
      breadcrumbs(context, [
        { name: t('nav.home'), path: '/' },
        { name: t('nav.cars'), path: '/car-grid' },
        { name, path },
      ]),
    ],
  };
}

/** The dealerships; `freeText`: found by a visitor's words (`q`), kept out of search engines. */
export function dealersHead(context: HeadContext, freeText: boolean): HeadFields {
  const { t } = context;
  return {
    status: 200,
    description: t('descriptions.dealers'),
    canonical: '/dealers',
    noindex: freeText,
    jsonLd: [
      breadcrumbs(context, [
        { name: t('nav.home'), path: '/' },
        { name: t('nav.dealers'), path: '/dealers' },
      ]),
    ],
  };
}

export function dealerHead(context: HeadContext, dealer: DealerDetail): HeadFields {
  const { t, language } = context;
  const city = displayName(cities, dealer.city, language);
  const path = dealerPath(dealer.id, dealer.name);
  const name = textInLanguage(dealer.names, language);
  return {
    status: 200,
    description: t('descriptions.dealer', {
      name,
      city,
      cars: carCount(context, dealer.carCount),
    }),
    canonical: path,
    jsonLd: [
      { '@context': schemaContext, ...sellerOf(context, dealer) },
      breadcrumbs(context, [
        { name: t('nav.home'), path: '/' },
        { name: t('nav.dealers'), path: '/dealers' },
        { name, path },
      ]),
    ],
  };
}

/** Unknown addresses and records: 404, and nothing for search engines to keep. */
export const notFoundHead = (description: string): HeadFields => ({
  status: 404,
  description,
  jsonLd: [],
});

/**
 * A page of this browser's own lists (its favourites, the cars it compares): open to everyone,
 * but nothing of it is the same for two visitors, so search engines keep none of it.
 */
export const ownListHead = (context: HeadContext): HeadFields => ({
  status: 200,
  description: context.t('descriptions.site'),
  jsonLd: [],
});

/**
 * The signed-in screens and sign-in, which declare no page: rendered in the browser, with the
 * site's title, kept out of search engines.
 */
export function privateHead(context: HeadContext): PageHead {
  return { ...homeHead(context), title: siteTitle(context.t), canonical: undefined, jsonLd: [] };
}

const ogLocales: Record<Language, string> = { en: 'en_EG', ar: 'ar_EG' };

/** The head's tags, in the order a crawler reads them best: title and description first. */
export function headTags(head: PageHead, context: HeadContext): string {
  const { language, origin, t } = context;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`;
  const tags = [
    `<title>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.canonical === undefined || head.noindex) {
    tags.push(meta('name', 'robots', 'noindex'));
  }
  if (head.canonical !== undefined) {
    const url = origin + inLanguage(language, head.canonical);
    tags.push(`<link rel="canonical" href="${escapeMarkup(url)}" />`);
    for (const alternate of languages) {
      const href = escapeMarkup(origin + inLanguage(alternate, head.canonical));
      tags.push(`<link rel="alternate" hreflang="${alternate}" href="${href}" />`);
    }
    const english = escapeMarkup(origin + head.canonical);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${english}" />`);
    tags.push(
      meta('property', 'og:type', head.image ? 'product' : 'website'),
      meta('property', 'og:site_name', t('brand.name')),
      meta('property', 'og:locale', ogLocales[language]),
      meta('property', 'og:locale:alternate', ogLocales[language === 'ar' ? 'en' : 'ar']),
      meta('property', 'og:url', url),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
    );
  }
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
    );
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image.url)] : []),
  );
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
