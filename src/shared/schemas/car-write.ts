import { z } from 'zod';
import { cities } from '../reference/cities';
import { extras } from '../reference/extras';
import {
  bulkPercentChange,
  defaultPageSize,
  maxFilesPerUpload,
  maxMileageKm,
  maxPageSize,
  maxPriceEgp,
  maxUploadBytes,
  minRegistrationYear,
} from '../reference/limits';
import { makes } from '../reference/makes';
import { dealerCarStatuses } from '../reference/vehicle';
import {
  bodyStyleSchema,
  carSchema,
  carStatusSchema,
  conditionSchema,
  fuelTypeSchema,
  transmissionSchema,
} from './car';
import { idSchema } from './common';

/*
 * The car form (/add-car and /edit-car/{carId}) and the calls that write cars and their pictures
 * (docs/decisions/030). The browser parses the form with these schemas, the server parses the
 * same bodies again. Messages are English; the web app translates them by field path.
 */

export const maxModelLength = 60;
export const maxDescriptionLength = 5000;
export const maxCapacity = 20_000;
export const maxTotalOwners = 20;
/** Pictures one car may have in all (uploads add to them, 30 files at most per upload). */
export const maxPicturesPerCar = 60;
export { maxFilesPerUpload, maxUploadBytes };

/** The latest year of first registration the form accepts: next year, read when asked. */
export const latestRegistrationYear = (now: Date = new Date()) => now.getFullYear() + 1;

const keysOf = <T extends { key: string }>(list: readonly T[]) =>
  list.map((item) => item.key) as [string, ...string[]];

const makeKeys = keysOf(makes);
const cityKeys = keysOf(cities);
const extraKeys = keysOf(extras);

const wholeNumber = () => z.number({ error: 'Must be a number' }).int('Must be a whole number');

/** Every field of the form, none optional; the create and update bodies derive from it. */
const carFieldShape = {
  make: z.enum(makeKeys, { error: 'Unknown make' }),
  /** Suggested from the make's models, but free text is allowed. */
  model: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(maxModelLength, `At most ${maxModelLength} characters`),
  firstRegistration: wholeNumber()
    .min(minRegistrationYear, `Must be ${minRegistrationYear} or later`)
    .refine((year) => year <= latestRegistrationYear(), 'Must not be later than next year'),
  /** Kilometres; null when unknown. */
  mileage: wholeNumber()
    .min(0, 'Must not be negative')
    .max(maxMileageKm, `At most ${maxMileageKm} km`)
    .nullable(),
  fuelType: fuelTypeSchema,
  /** cc for petrol, kWh for every other fuel (docs/decisions/005); null when unknown. */
  capacity: z
    .number({ error: 'Must be a number' })
    .positive('Must be more than 0')
    .max(maxCapacity, `At most ${maxCapacity}`)
    .nullable(),
  condition: conditionSchema,
  totalOwners: wholeNumber()
    .min(0, 'Must not be negative')
    .max(maxTotalOwners, `At most ${maxTotalOwners}`),
  transmission: transmissionSchema,
  bodyStyle: bodyStyleSchema,
  city: z.enum(cityKeys, { error: 'Unknown city' }),
  /** Whole Egyptian pounds. */
  price: wholeNumber()
    .positive('Must be more than 0')
    .max(maxPriceEgp, `At most ${maxPriceEgp.toLocaleString('en-US')} EGP`),
  description: z
    .string()
    .trim()
    .max(maxDescriptionLength, `At most ${maxDescriptionLength} characters`),
  /** Keys of the 60 numbered extras, each at most once. */
  extras: z
    .array(z.enum(extraKeys, { error: 'Unknown extra' }))
    .max(extraKeys.length, `At most ${extraKeys.length} extras`)
    .refine((keys) => new Set(keys).size === keys.length, 'Each extra at most once'),
  /** `hidden` is not the dealer's to set: only an operator hides and restores a listing. */
  status: z.enum(dealerCarStatuses),
};

/** The form's values. Description, extras, owners and status may be left out on create. */
export const carFormSchema = z
  .object({
    ...carFieldShape,
    totalOwners: carFieldShape.totalOwners.default(0),
    description: carFieldShape.description.default(''),
    extras: carFieldShape.extras.default([]),
    status: carFieldShape.status.default('active'),
  })
  .strict();
export type CarFormInput = z.input<typeof carFormSchema>;
export type CarFormValues = z.output<typeof carFormSchema>;

/** `POST /api/v1/car`: the form plus the dealership the car is listed for. */
export const createCarBodySchema = carFormSchema.extend({ dealerId: idSchema }).strict();
export type CreateCarBody = z.infer<typeof createCarBodySchema>;

/** `PATCH /api/v1/car/{id}`: any of the form's fields, at least one. Mark as sold: `status`. */
export const updateCarBodySchema = z
  .object(carFieldShape)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateCarBody = z.infer<typeof updateCarBodySchema>;

/** `GET /api/v1/car/mine`. */
export const myCarsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
    status: carStatusSchema.optional(),
    dealerId: idSchema.optional(),
  })
  .strict();
export type MyCarsQuery = z.infer<typeof myCarsQuerySchema>;

/** A car on /my-cars: the public shape, its dealership and whether the user may change it. */
export const myCarSchema = carSchema.extend({
  dealerId: idSchema,
  dealerName: z.string(),
  canManage: z.boolean(),
  /** Pictures of the car a worker has still to process (not yet in `pictures`). */
  picturesProcessing: z.number().int(),
  /** Pictures of the car whose processing failed (the car form shows why, with a retry). */
  picturesFailed: z.number().int(),
  /** Why an operator hid the listing (status `hidden`); null otherwise. */
  reviewNote: z.string().nullable(),
});
export type MyCar = z.infer<typeof myCarSchema>;

export const myCarsResponseSchema = z.object({
  /** Newest first. */
  cars: z.array(myCarSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MyCarsResponse = z.infer<typeof myCarsResponseSchema>;

/**
 * Where a picture is in its processing (docs/decisions/134): `processing` from the upload until a
 * worker has made its sizes, then `ready`, or `failed` when the worker gave up on it.
 */
export const pictureStatusSchema = z.enum(['processing', 'ready', 'failed']);
export type PictureStatus = z.infer<typeof pictureStatusSchema>;

/** A picture as the edit form lists it, in the dealer's order. */
export const editPictureSchema = z.object({
  id: idSchema,
  name: z.string(),
  status: pictureStatusSchema,
  /** Why processing failed, for the dealer; null unless `failed`. */
  failure: z.string().nullable(),
  /** The stored picture (re-encoded as WebP, at most 2000 px); null until it is `ready`. */
  url: z.string().nullable(),
  /** The 803x493 PNG letterboxed on black; null until `ready`, or for pictures stored without one. */
  thumbnailUrl: z.string().nullable(),
  /** WebP sizes for `<img srcset>`; empty when there are none. */
  srcset: z.string(),
  /** The car's showcase picture (the chosen one, else the first). */
  isShowcase: z.boolean(),
});
export type EditPicture = z.infer<typeof editPictureSchema>;

/** `GET /api/v1/car/{id}/edit`: the car in any status, with its pictures in order. */
export const carEditResponseSchema = z.object({
  car: carSchema,
  dealerName: z.string(),
  pictures: z.array(editPictureSchema),
});
export type CarEditResponse = z.infer<typeof carEditResponseSchema>;

/** A file of an upload that was not stored, and why (the message names the file). */
export const refusedFileSchema = z.object({ name: z.string(), message: z.string() });
export type RefusedFile = z.infer<typeof refusedFileSchema>;

/**
 * `POST /api/v1/pictures/car/{id}` (multipart, at most 30 files of 4,194,304 bytes): the pictures
 * stored, in upload order, and the files refused. When every file is refused the answer is an
 * error (400, or 413 when each was too large) whose message names them.
 */
export const pictureUploadResponseSchema = z.object({
  pictures: z.array(editPictureSchema),
  refused: z.array(refusedFileSchema),
});
export type PictureUploadResponse = z.infer<typeof pictureUploadResponseSchema>;

/** The car's pictures after a change (delete, reorder, showcase). */
export const pictureListResponseSchema = z.object({ pictures: z.array(editPictureSchema) });
export type PictureListResponse = z.infer<typeof pictureListResponseSchema>;

export const pictureParamsSchema = z.object({ id: idSchema, pictureId: idSchema }).strict();

/** `PUT /api/v1/pictures/car/{id}/order`: every picture id of the car, once, in the new order. */
export const pictureOrderBodySchema = z
  .object({
    pictureIds: z
      .array(idSchema)
      .min(1)
      .max(maxPicturesPerCar)
      .refine((ids) => new Set(ids).size === ids.length, 'Each picture at most once'),
  })
  .strict();
export type PictureOrderBody = z.infer<typeof pictureOrderBodySchema>;

/** `PUT /api/v1/pictures/car/{id}/showcase`. */
export const showcaseBodySchema = z.object({ pictureId: idSchema }).strict();
export type ShowcaseBody = z.infer<typeof showcaseBodySchema>;

/** The most cars one bulk change names by id (all that match a filter has no such limit). */
export const maxBulkCarIds = 1000;

/**
 * `POST /api/v1/car/bulk` (My Cars): one change to many cars of one dealership, the cars named
 * by id or as all that match My Cars' status filter. A deletion names how many cars it expects
 * to delete, so a list that changed meanwhile deletes nothing.
 */
export const bulkCarChangeBodySchema = z
  .object({
    dealerId: idSchema,
    cars: z.union([
      z.object({ ids: z.array(idSchema).min(1).max(maxBulkCarIds) }).strict(),
      z.object({ allMatching: z.object({ status: carStatusSchema.optional() }).strict() }).strict(),
    ]),
    change: z.discriminatedUnion('kind', [
      z
        .object({
          kind: z.literal('price'),
          by: z.enum(['amount', 'percent']),
          /** EGP added (negative: taken off), or a percent up or down (-90 to 1000). */
          value: z
            .number()
            .finite()
            .refine((value) => value !== 0, 'Must not be 0'),
        })
        .strict()
        .refine(
          (change) =>
            change.by === 'amount' ||
            (change.value >= -bulkPercentChange.maxDown && change.value <= bulkPercentChange.maxUp),
          {
            error: `A percent change is between -${bulkPercentChange.maxDown} and ${bulkPercentChange.maxUp}`,
            path: ['value'],
          },
        ),
      z.object({ kind: z.literal('sold') }).strict(),
      z.object({ kind: z.literal('relist') }).strict(),
      z.object({ kind: z.literal('delete'), expectedCount: z.number().int().min(1) }).strict(),
    ]),
  })
  .strict();
export type BulkCarChangeBody = z.infer<typeof bulkCarChangeBodySchema>;

export const bulkCarChangeResponseSchema = z.object({
  /** Cars changed (or deleted). */
  changed: z.number().int(),
  /** Cars left as they were: the change was theirs already, or an operator hid them. */
  skipped: z.number().int(),
});
export type BulkCarChangeResponse = z.infer<typeof bulkCarChangeResponseSchema>;
