import { z } from 'zod';
import {
  bodyStyles,
  carStatuses,
  conditions,
  fuelTypes,
  transmissions,
} from '../reference/vehicle';
import {
  defaultPageSize,
  maxMileageKm,
  maxPageSize,
  maxPriceEgp,
  maxSearchResults,
  maxSearchTextLength,
} from '../reference/limits';
import { carSorts, type CarSort } from '../reference/sorts';
import { filterText, idSchema } from './common';
import { languages } from '../reference/types';
import { financeTermsSchema } from './finance';
import { nearbyChanges } from '../rules/search-interpretation';

const keysOf = <T extends { key: string }>(list: readonly T[]) =>
  list.map((item) => item.key) as [T['key'], ...T['key'][]];

export const fuelTypeSchema = z.enum(keysOf(fuelTypes));
export const transmissionSchema = z.enum(keysOf(transmissions));
export const bodyStyleSchema = z.enum(keysOf(bodyStyles));
export const conditionSchema = z.enum(keysOf(conditions));
export const carStatusSchema = z.enum(carStatuses);

export const pictureSchema = z.object({
  name: z.string(),
  url: z.string(),
  /** Responsive sizes for `<img srcset>`; absent where the picture is a vector. */
  srcset: z.string().optional(),
});
export type Picture = z.infer<typeof pictureSchema>;

/**
 * What comparable cars on sale are asking (docs/decisions/140): the 25th, 50th and
 * 75th percentile of their prices in whole pounds, and how many there are.
 */
export const marketBandSchema = z.object({
  low: z.number().int(),
  median: z.number().int(),
  high: z.number().int(),
  count: z.number().int(),
});
export type MarketBand = z.infer<typeof marketBandSchema>;

export const fairPriceLabels = ['good', 'fair', 'high'] as const;
export type FairPriceLabel = (typeof fairPriceLabels)[number];

/** A car's band of comparables and where its own price falls in it. */
export const fairPriceSchema = marketBandSchema.extend({ label: z.enum(fairPriceLabels) });
export type FairPrice = z.infer<typeof fairPriceSchema>;

/** A dealership's own finance programme, shown on its cars (docs/decisions/141). */
export const financeOfferSchema = financeTermsSchema.extend({
  provider: z.string().trim().min(2, 'At least 2 characters').max(80, 'At most 80 characters'),
});
export type FinanceOffer = z.infer<typeof financeOfferSchema>;

/** A car as the API answers it. `sellerId` is the dealer id. */
export const carSchema = z.object({
  id: idSchema,
  make: z.string(),
  model: z.string(),
  firstRegistration: z.number().int(),
  mileage: z.number().int().nullable(),
  fuelType: fuelTypeSchema,
  capacity: z.number().nullable(),
  condition: conditionSchema,
  totalOwners: z.number().int(),
  transmission: transmissionSchema,
  description: z.string(),
  city: z.string(),
  price: z.number().int(),
  bodyStyle: bodyStyleSchema,
  extras: z.array(z.string()),
  pictures: z.record(z.string(), pictureSchema),
  sellerId: idSchema,
  status: carStatusSchema,
  createdAt: z.string(),
  /**
   * Public reads only (search, by-ids, similar, a car): the car's fair-price band, null when it
   * has too few comparables or is not on sale.
   */
  fairPrice: fairPriceSchema.nullable().optional(),
  /** Its dealership's finance programme, null when the dealership has none (defaults apply). */
  financeOffer: financeOfferSchema.nullable().optional(),
});
export type Car = z.infer<typeof carSchema>;

export const carSortSchema = z.enum(carSorts);
export { carSorts, type CarSort };

/**
 * A number as a schema reads it, of input type `T`: from a query string, where every value is
 * text, coerced (`queryNumber`: the web client sends numbers too, the type says both); from a
 * JSON body, numbers only (`jsonNumber`, docs/decisions/146).
 */
type NumberReader<T> = (error?: string) => z.ZodCoercedNumber<T> | z.ZodNumber;
const queryNumber: NumberReader<number | string> = (error) =>
  z.coerce.number<number | string>({ error });
const jsonNumber: NumberReader<number> = (error) => z.number({ error });

/** The criteria of a search (the listing filters), their numbers read by `number`. */
function carFilterShapeOf<T>(number: NumberReader<T>) {
  const wholeNumber = (min: number, max: number) => number().int().min(min).max(max);
  /**
   * A price bound of the search. No car costs more than `maxPriceEgp`, so any larger bound means
   * the same as one pound more: it is stored that way, within what the database's integers hold.
   */
  const priceBound = () =>
    wholeNumber(0, Number.MAX_SAFE_INTEGER).transform((price) => Math.min(price, maxPriceEgp + 1));
  return {
    make: filterText,
    model: filterText,
    year: z
      .union([z.literal('All Years'), wholeNumber(1900, 2100)])
      .optional()
      .transform((value) => (value === 'All Years' ? undefined : value)),
    yearMin: wholeNumber(1900, 2100).optional(),
    yearMax: wholeNumber(1900, 2100).optional(),
    priceMin: priceBound().optional(),
    priceMax: priceBound().optional(),
    mileageMax: number('Must be a number')
      .int('Must be a whole number')
      .min(0, 'Must not be negative')
      .max(maxMileageKm, `At most ${maxMileageKm} km`)
      .optional(),
    /** Installment limits (docs/decisions/139), in pounds: turned into a price bound on the server. */
    downPaymentMax: priceBound().optional(),
    monthlyMax: priceBound().optional(),
    bodyStyle: filterText,
    transmission: filterText,
    fuelType: filterText,
    city: filterText,
    condition: conditionSchema.optional(),
    dealer: idSchema.optional(),
    q: z
      .string()
      .trim()
      .max(maxSearchTextLength, `At most ${maxSearchTextLength} characters`)
      .transform((value) => (value === '' ? undefined : value))
      .optional(),
  };
}

const carFilterShape = carFilterShapeOf(queryNumber);
const wholeNumber = (min: number, max: number) => queryNumber().int().min(min).max(max);

type YearRange = { yearMin?: number | undefined; yearMax?: number | undefined };

const yearRangeInOrder = (query: YearRange) =>
  query.yearMin === undefined || query.yearMax === undefined || query.yearMin <= query.yearMax;
const yearRangeMessage = {
  message: 'yearMin must not be later than yearMax',
  path: ['yearMin'],
};

/** Query of `GET /api/v1/car/search`: the filter, sort and paging (docs/decisions/123). */
export const carSearchQuerySchema = z
  .object({
    ...carFilterShape,
    sort: carSortSchema.default('newest'),
    page: wholeNumber(1, 100_000).default(1),
    pageSize: wholeNumber(1, maxPageSize).default(defaultPageSize),
  })
  .strict()
  .refine(yearRangeInOrder, yearRangeMessage)
  .refine((query) => (query.page - 1) * query.pageSize < maxSearchResults, {
    message: `Only the first ${maxSearchResults.toLocaleString('en')} results can be paged through; narrow the search to see more`,
    path: ['page'],
  });
export type CarSearchQuery = z.infer<typeof carSearchQuerySchema>;
export type CarSearchInput = z.input<typeof carSearchQuerySchema>;

/** Query of `GET /api/v1/car/facets`: the criteria of the search whose options are counted. */
export const carFacetsQuerySchema = z
  .object(carFilterShape)
  .strict()
  .refine(yearRangeInOrder, yearRangeMessage);
export type CarFacetsQuery = z.infer<typeof carFacetsQuerySchema>;

/** The criteria of a search in a JSON body (a saved search's): the same, numbers as numbers. */
export const carFilterBodySchema = z
  .object(carFilterShapeOf(jsonNumber))
  .strict()
  .refine(yearRangeInOrder, yearRangeMessage);
export type CarFacetsInput = z.input<typeof carFacetsQuerySchema>;

/**
 * The options of the listings' filters that the facets count. The search index numbers the
 * facets by their places here (its `facet` table is made from this list).
 */
export const facetNames = [
  'make',
  'model',
  'bodyStyle',
  'city',
  'fuelType',
  'transmission',
  'condition',
  'year',
  'priceBand',
  /** Down payment and monthly installment limits: price bounds on the configured terms. */
  'downPayment',
  'monthly',
] as const;
export type FacetName = (typeof facetNames)[number];

/** What a search's free text (`q`) became (docs/decisions/181): present when `q` was given. */
const interpretationShape = {
  /** The criteria the text named, as a URL query string the listings accept. */
  interpreted: z.string().optional(),
  /** The words no criterion took, matched in descriptions. */
  words: z.array(z.string()).optional(),
};

/**
 * How many cars there are, exact when `approximate` is false. Counts of 1,000 or less are always
 * exact; above that, a count may be estimated from a sample (docs/decisions/123).
 */
export const carCountSchema = z.object({
  count: z.number().int(),
  approximate: z.boolean(),
});
export type CarCount = z.infer<typeof carCountSchema>;

/**
 * For each option of each filter, how many cars the search would give with that option chosen
 * instead and every other criterion kept. Options with no cars are left out, except the chosen
 * ones. `value` is the key of the option (a make, body style, city...), the normalized name of a
 * model (models are counted for the chosen makes only), a year, or a price band's id.
 */
export const carFacetsSchema = z.object({
  total: carCountSchema,
  facets: z.record(z.enum(facetNames), z.array(carCountSchema.extend({ value: z.string() }))),
  ...interpretationShape,
});
export type CarFacets = z.infer<typeof carFacetsSchema>;

/** A search near one that found nothing, offered instead (docs/decisions/181). */
export const nearbySearchSchema = z.object({
  change: z.enum(nearbyChanges),
  /** The whole search, as a URL query string the listings accept. */
  criteria: z.string(),
  total: z.number().int(),
  totalIsCapped: z.boolean(),
});
export type NearbySearchAnswer = z.infer<typeof nearbySearchSchema>;

export const carSearchResponseSchema = z.object({
  /** Keyed by car id, in the order of `sort` (ids are never numeric, so key order holds). */
  cars: z.record(idSchema, carSchema),
  /** Matching cars, counted up to 10,000; `totalIsCapped` says there are more than that. */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  ...interpretationShape,
  /** When nothing matches: the nearest searches that find cars, nearest first (at most 4). */
  nearby: z.array(nearbySearchSchema).optional(),
});
export type CarSearchResponse = z.infer<typeof carSearchResponseSchema>;

export const carParamsSchema = z.object({ id: idSchema }).strict();
export type CarStatus = z.infer<typeof carStatusSchema>;

export const popularMakesResponseSchema = z.object({
  makes: z.array(z.object({ key: z.string(), count: z.number().int() })),
});
export type PopularMakesResponse = z.infer<typeof popularMakesResponseSchema>;

/** Query of `GET /api/v1/car/price-guide`: the car a dealer is pricing. */
export const priceGuideQuerySchema = z
  .object({
    make: z.string().trim().min(1).max(60),
    model: z.string().trim().min(1).max(60),
    year: wholeNumber(1900, 2100),
    /** Kilometres; with it the answer has the fair-price band of comparable cars on sale. */
    mileage: wholeNumber(0, maxMileageKm).optional(),
  })
  .strict();
export type PriceGuideInput = z.input<typeof priceGuideQuerySchema>;

/**
 * What cars like it are listed for (on sale or sold): the 10th, 50th and 90th percentile of
 * their prices, from the same make and model within a year either side, or, with too few of
 * those, the same make within two years (`basis`). No comparable cars: `basis` is null.
 */
export const priceGuideSchema = z.object({
  basis: z.enum(['model', 'make']).nullable(),
  count: z.number().int(),
  low: z.number().int().nullable(),
  median: z.number().int().nullable(),
  high: z.number().int().nullable(),
  /**
   * With `mileage` asked: the band of the cars on sale comparable to the one being priced (same
   * make and model, a year either side, same mileage band); null with too few of them.
   */
  market: marketBandSchema.nullable().optional(),
});
export type PriceGuide = z.infer<typeof priceGuideSchema>;

/** `GET /api/v1/car/:id/fair-price`: the car's band and its comparables, cheapest first. */
export const fairPriceDetailsSchema = z.object({
  fairPrice: fairPriceSchema.nullable(),
  comparables: z.array(
    z.object({
      price: z.number().int(),
      firstRegistration: z.number().int(),
      mileage: z.number().int(),
    }),
  ),
});
export type FairPriceDetails = z.infer<typeof fairPriceDetailsSchema>;

/** Query of `GET /api/v1/car/suggest`: what the buyer has typed so far, and the page's language. */
export const carSuggestQuerySchema = z
  .object({
    q: z.string().max(maxSearchTextLength, `At most ${maxSearchTextLength} characters`).default(''),
    lang: z.enum(languages).default('en'),
  })
  .strict();
export type CarSuggestInput = z.input<typeof carSuggestQuerySchema>;

export const suggestionKinds = ['search', 'make', 'model', 'place', 'dealer'] as const;

/**
 * One suggestion as the buyer types (docs/decisions/181): a search to run, named in the asked
 * language, with how many cars it finds (a dealer's: the dealership's cars on sale).
 */
export const suggestionSchema = z.object({
  kind: z.enum(suggestionKinds),
  label: z.string(),
  /** The search, as a URL query string the listings accept. */
  criteria: z.string(),
  count: z.number().int(),
  /** A dealership's suggestion: its page's address (without the language prefix). */
  page: z.string().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const carSuggestResponseSchema = z.object({
  /** At most 8, the likeliest first. */
  suggestions: z.array(suggestionSchema),
});
export type CarSuggestResponse = z.infer<typeof carSuggestResponseSchema>;
