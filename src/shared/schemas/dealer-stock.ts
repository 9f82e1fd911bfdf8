import { z } from 'zod';
import { defaultPageSize, maxPageSize } from '../reference/limits';
import { latinDigits } from '../rules/numbers';
import { carSchema, carStatusSchema } from './car';
import { maxPicturesPerCar } from './car-write';
import { stockCarValuesSchema } from './stock-import';

/*
 * The stock API (docs/decisions/174): a dealership's own system, with one of its API keys in
 * `X-API-Key`, writes its cars by their stock numbers. The car's fields are the car form's, by
 * the form's names, held to the form's own schema.
 */

/** The same limits as a sheet's stock number and VIN (src/server/modules/stock/stock-row.ts). */
export const maxStockNumberLength = 40;
export const maxVinLength = 30;

/** `{stockNumber}` of `/api/v1/dealer/stock/{stockNumber}`: the dealership's own number. */
export const stockNumberParamsSchema = z
  .object({
    stockNumber: z
      .string()
      .trim()
      .min(1, 'Required')
      .max(maxStockNumberLength, `At most ${maxStockNumberLength} characters`)
      .regex(/^[^\p{Cc}]+$/u, 'Must have no control characters'),
  })
  .strict();

/** A photo's address: http or https, fetched by a job through the safe fetcher. */
const photoUrl = z
  .string()
  .max(2000, 'At most 2000 characters')
  .regex(/^https?:\/\/[^\s/]+\S*$/i, 'Must be an http:// or https:// address');

/**
 * `PUT /api/v1/dealer/stock/{stockNumber}`: the car form's fields but status and extras, its
 * VIN (spaces and dashes dropped, upper case) and its photos' addresses.
 */
export const stockCarBodySchema = stockCarValuesSchema
  .extend({
    vin: z
      .string()
      .transform((vin) => latinDigits(vin).replace(/[\s-]/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .min(1, 'Must not be empty')
          .max(maxVinLength, `At most ${maxVinLength} characters`),
      )
      .optional(),
    photos: z
      .array(photoUrl)
      .max(maxPicturesPerCar, `At most ${maxPicturesPerCar} photos`)
      .default([]),
  })
  .strict();
export type StockCarBody = z.output<typeof stockCarBodySchema>;

/** A car as the stock API answers it: the API's car with its stock number and VIN. */
export const stockCarSchema = carSchema.extend({
  stockNumber: z.string().nullable(),
  vin: z.string().nullable(),
});
export type StockCar = z.infer<typeof stockCarSchema>;

export const stockCarResponseSchema = z.object({ car: stockCarSchema });

/** `GET /api/v1/dealer/stock`: one page of the dealership's cars, newest first. */
export const dealerStockQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
    status: carStatusSchema.optional(),
  })
  .strict();
export type DealerStockQuery = z.infer<typeof dealerStockQuerySchema>;

export const dealerStockResponseSchema = z.object({
  cars: z.array(stockCarSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DealerStockResponse = z.infer<typeof dealerStockResponseSchema>;
