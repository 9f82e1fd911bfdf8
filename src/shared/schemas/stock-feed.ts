import { z } from 'zod';
import { stockCarBodySchema, stockNumberParamsSchema } from './dealer-stock';
import { rowProblemSchema } from './stock-import';

/*
 * A dealership's stock feed (docs/decisions/177): the address of a sheet (CSV or Excel) or of a
 * JSON document in Arabeya's own format, fetched on a schedule; its cars are added or updated by
 * stock number, and the cars it brought that leave it are marked sold.
 */

/** The most cars one feed may hold, as one imported sheet's rows. */
export const maxFeedCars = 20_000;

/** Hours between two runs of a feed: hourly unless the dealership asks for less often. */
export const feedHours = { default: 1, min: 1, max: 24 } as const;

/** Runs that fail one after another before the feed pauses and its admins are mailed. */
export const feedFailuresBeforePause = 3;

/** `PUT /api/v1/stock/feed?dealerId=`: the feed's address and how often it is read. */
export const stockFeedBodySchema = z
  .object({
    url: z
      .string()
      .trim()
      .max(2000, 'At most 2000 characters')
      .regex(/^https?:\/\/[^\s/]+\S*$/i, 'Must be an http:// or https:// address'),
    everyHours: z
      .number()
      .int('Must be a whole number of hours')
      .min(feedHours.min, `At least ${feedHours.min} hour`)
      .max(feedHours.max, `At most ${feedHours.max} hours`)
      .default(feedHours.default),
  })
  .strict();
export type StockFeedBody = z.output<typeof stockFeedBodySchema>;

export const feedRunStatuses = ['running', 'done', 'failed'] as const;
export type FeedRunStatus = (typeof feedRunStatuses)[number];

/**
 * Why a run failed: the address could not be read, leads where the server must not go, is too
 * large; the file is no sheet or JSON feed it can read, lacks a column it needs, holds no car;
 * or the run stopped before it finished (its worker stopped).
 */
export const feedFailures = [
  'unreachable',
  'notPublic',
  'tooLarge',
  'unreadable',
  'missingColumns',
  'empty',
  'interrupted',
] as const;
export type FeedFailure = (typeof feedFailures)[number];

/** A car the feed lists, or one it marked sold when it left the feed. */
export type FeedCarState = 'listed' | 'sold';

export const feedRunCountsSchema = z.object({
  /** Cars the feed holds (a sheet's rows with something written). */
  rows: z.number().int(),
  add: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  /** Cars the feed brought before that were no longer in it: marked sold. */
  sold: z.number().int(),
  /** Cars the feed had sold for leaving it that came back in it: on sale again. */
  relisted: z.number().int(),
});
export type FeedRunCounts = z.infer<typeof feedRunCountsSchema>;

/** One run of a feed: when, how it went, what it changed and which rows it refused. */
export const stockFeedRunSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(feedRunStatuses),
  counts: feedRunCountsSchema.partial(),
  /** Why the run failed, as the screen says it in the dealer's language. */
  failure: z.enum(feedFailures).nullable(),
  /** The failure in detail, in English (the fetch's or the file's own words). */
  error: z.string().nullable(),
  /** The first refused rows of the run (a sheet's line, a JSON document's car from 1). */
  refused: z.array(
    z.object({
      line: z.number().int(),
      stockNumber: z.string().nullable(),
      problems: z.array(rowProblemSchema),
    }),
  ),
});
export type StockFeedRun = z.infer<typeof stockFeedRunSchema>;

export const stockFeedSchema = z.object({
  url: z.string(),
  everyHours: z.number().int(),
  status: z.enum(['active', 'paused']),
  /** Runs failed one after another since the last that went well. */
  failures: z.number().int(),
  nextRunAt: z.string().nullable(),
});
export type StockFeed = z.infer<typeof stockFeedSchema>;

/** `GET /api/v1/stock/feed?dealerId=`: the dealership's feed, if any, and its last runs. */
export const stockFeedStateSchema = z.object({
  feed: stockFeedSchema.nullable(),
  runs: z.array(stockFeedRunSchema),
});
export type StockFeedState = z.infer<typeof stockFeedStateSchema>;

/**
 * A car of a JSON feed: the stock API's body with its stock number. Each car is checked on its
 * own, so one bad car is refused and the others are read.
 */
export const jsonFeedCarSchema = stockCarBodySchema.extend({
  stockNumber: stockNumberParamsSchema.shape.stockNumber,
});

/** A JSON feed: `{ "cars": [ … ] }`. */
export const jsonFeedSchema = z.object({ cars: z.array(z.unknown()).max(maxFeedCars) });
