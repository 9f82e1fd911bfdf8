import { z } from 'zod';
import { languages } from '../reference/types';
import {
  maxCarsByIds,
  maxFavourites,
  maxPriceEgp,
  maxSavedSearchNameLength,
} from '../reference/limits';
import { carFilterBodySchema, carSchema } from './car';
import { idSchema, instantSchema } from './common';

/** Ids separated by commas in a query string (`?ids=a,b,c`); unknown ids are dropped quietly. */
export const carIdsQuerySchema = z
  .object({
    ids: z
      .string()
      .max(maxCarsByIds * 65)
      .transform((value) => [...new Set(value.split(',').filter((id) => id !== ''))])
      .pipe(z.array(idSchema).max(maxCarsByIds, `At most ${maxCarsByIds} ids`)),
  })
  .strict();

/** Cars keyed by id in the order asked for; ids of no car (or of a draft) are left out. */
export const carsByIdResponseSchema = z.object({ cars: z.record(idSchema, carSchema) });
export type CarsByIdResponse = z.infer<typeof carsByIdResponseSchema>;

/** A kept car: `car` is null once the car is gone (deleted or taken back to draft). */
export const favouriteSchema = z.object({
  carId: idSchema,
  /** The price when it was kept; above `car.price` the car has come down since ("was EGP X"). */
  savedPrice: z.number().int(),
  savedAt: z.string(),
  car: carSchema.nullable(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** Newest kept first. */
export const favouritesResponseSchema = z.object({ favourites: z.array(favouriteSchema) });
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;

export const favouriteParamsSchema = z.object({ carId: idSchema }).strict();

/** The page's language, what the keeper's price-drop mails are then written in. */
export const keepFavouriteQuerySchema = z
  .object({ language: z.enum(languages).optional() })
  .strict();

/** The cars a browser kept while signed out, joined to the account's list on sign-in. */
export const mergeFavouritesBodySchema = z
  .object({
    favourites: z
      .array(
        z
          .object({
            carId: idSchema,
            savedPrice: z.number().int().min(0).max(maxPriceEgp).optional(),
            savedAt: instantSchema.optional(),
          })
          .strict(),
      )
      .max(maxFavourites, `At most ${maxFavourites} favourites`),
    language: z.enum(languages).optional(),
  })
  .strict();
export type MergeFavouritesBody = z.infer<typeof mergeFavouritesBodySchema>;

export const alertFrequencies = ['instant', 'daily', 'off'] as const;
export const alertFrequencySchema = z.enum(alertFrequencies);
export type AlertFrequency = z.infer<typeof alertFrequencySchema>;

/**
 * The filter a saved search keeps: the search's own criteria (the listing's URL parameters have
 * the same names), as JSON: numbers as numbers.
 */
export const savedSearchQuerySchema = carFilterBodySchema;

const savedSearchName = z
  .string()
  .trim()
  .min(1, 'Give the search a name')
  .max(maxSavedSearchNameLength, `At most ${maxSavedSearchNameLength} characters`);

/** The language alert mails are written in: the page's language when the user last chose. */
const mailLanguage = z.enum(languages);

export const savedSearchSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The criteria, as the search takes them (absent ones left out). */
  query: z.record(z.string(), z.union([z.string(), z.number()])),
  frequency: alertFrequencySchema,
  /** Cars that came to match it since it was last opened from /saved-searches. */
  newMatches: z.number().int(),
  createdAt: z.string(),
  lastVisitedAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** Newest first. */
export const savedSearchesResponseSchema = z.object({ savedSearches: z.array(savedSearchSchema) });
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponseSchema>;

export const savedSearchParamsSchema = z.object({ id: idSchema }).strict();

export const createSavedSearchBodySchema = z
  .object({
    name: savedSearchName,
    query: z.record(z.string(), z.unknown()),
    frequency: alertFrequencySchema.default('instant'),
    language: mailLanguage,
  })
  .strict();
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBodySchema>;

export const updateSavedSearchBodySchema = z
  .object({
    name: savedSearchName.optional(),
    frequency: alertFrequencySchema.optional(),
    language: mailLanguage.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateSavedSearchBody = z.input<typeof updateSavedSearchBodySchema>;
