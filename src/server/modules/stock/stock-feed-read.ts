import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  jsonFeedCarSchema,
  jsonFeedSchema,
  maxFeedCars,
  type FeedFailure,
} from '#shared/schemas/stock-feed';
import { stockCarValuesSchema, type StockField } from '#shared/schemas/stock-import';
import { fetchOutsideUrl, OutsideFetchError } from '../../lib/outside-fetch';
import { guessColumns } from './sheet-columns';
import { readSheet, sheetKindOf, sheetLimits, SheetRefused } from './sheet-file';
import { isEmptyRow, problemsOfIssues, readStockRow, type StockRow } from './stock-row';

/*
 * Reading a dealership's feed (docs/decisions/177): fetched through the safe fetcher, then read
 * as a JSON feed (`{ "cars": [...] }`, each car as the stock API's body with its stock number) or
 * as a sheet whose columns are guessed as an import's are, with the mapping the dealership last
 * confirmed. Every car of a feed needs a stock number: the next run finds it by that number.
 */

/** A feed file is fetched within this time: a sheet of the largest size on a slow link. */
export const feedFetchTimeoutMs = 30_000;

/** Why a feed could not be read; the run fails with it. */
export class FeedRefused extends Error {
  constructor(
    readonly failure: FeedFailure,
    message: string,
  ) {
    super(message);
  }
}

/** A row of the feed: where it was (a sheet's line, a JSON car's place from 1) and its car. */
export interface FeedRow {
  line: number;
  read: StockRow;
}

export interface ReadFeed {
  rows: FeedRow[];
  /** The fields the feed holds: an update changes only these. */
  mapped: ReadonlySet<string>;
}

const required = ['stockNumber', 'make', 'model', 'firstRegistration', 'price'] as const;

const fetchFailures: Record<OutsideFetchError['reason'], FeedFailure> = {
  badUrl: 'notPublic',
  notPublic: 'notPublic',
  tooManyRedirects: 'notPublic',
  tooLarge: 'tooLarge',
  unknownHost: 'unreachable',
  timeout: 'unreachable',
  status: 'unreachable',
  network: 'unreachable',
  notAPicture: 'unreadable',
};

/** A feed's car has a stock number, or it is refused for lack of one. */
function withStockNumber(read: StockRow): StockRow {
  if (!read.stockNumber && !read.problems.some((problem) => problem.field === 'stockNumber')) {
    read.problems.push({ field: 'stockNumber', reason: 'required', value: '' });
  }
  return read;
}

function readJsonFeed(body: Buffer): ReadFeed {
  let document: unknown;
  try {
    document = JSON.parse(body.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw new FeedRefused('unreadable', 'The feed is not valid JSON');
  }
  const parsed = jsonFeedSchema.safeParse(document);
  if (!parsed.success) {
    throw new FeedRefused(
      'unreadable',
      `A JSON feed is an object with a "cars" list of at most ${maxFeedCars.toLocaleString('en-US')} cars`,
    );
  }
  const rows = parsed.data.cars.map((raw, index): FeedRow => {
    const written = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const text = (field: string) => {
      const value = written[field];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    };
    const car = jsonFeedCarSchema.safeParse(raw);
    if (!car.success) {
      const read: StockRow = {
        carId: null,
        stockNumber: text('stockNumber').trim() || null,
        vin: text('vin') || null,
        car: null,
        photos: [],
        problems: problemsOfIssues(car.error.issues, (field: StockField) => text(field)),
      };
      return { line: index + 1, read: withStockNumber(read) };
    }
    const { stockNumber, vin = null, photos, ...values } = car.data;
    return {
      line: index + 1,
      read: { carId: null, stockNumber, vin, car: values, photos, problems: [] },
    };
  });
  return { rows, mapped: new Set(Object.keys(stockCarValuesSchema.shape)) };
}

/** The sheet's rows by the guessed mapping; the sheet must have the columns a feed needs. */
async function readSheetFeed(
  at: string,
  dealerCity: string,
  remembered: ReadonlyMap<string, StockField | null>,
): Promise<ReadFeed> {
  const kind = await sheetKindOf(at);
  let headers: string[] | undefined;
  let mapping: ReturnType<typeof guessColumns> = [];
  const rows: FeedRow[] = [];
  for await (const { line, cells } of readSheet(at, kind)) {
    if (!headers) {
      headers = cells;
      // The columns are guessed from their names alone: a feed is read the same way every hour.
      mapping = guessColumns(headers, [], remembered);
      const missing = required.filter((field) => !mapping.includes(field));
      if (missing.length > 0) {
        throw new FeedRefused(
          'missingColumns',
          `The feed has no column for: ${missing.join(', ')}. Name its columns as an import's, or import one file of it and confirm the columns`,
        );
      }
      continue;
    }
    if (isEmptyRow(cells)) continue;
    rows.push({ line, read: withStockNumber(readStockRow(cells, mapping, dealerCity)) });
  }
  return { rows, mapped: new Set(mapping.filter((field) => field !== null)) };
}

/**
 * Fetches and reads the feed at `url`. Refusals (the address, the file, a missing column, no car
 * at all) are `FeedRefused`: a feed that suddenly holds nothing is far likelier broken than sold
 * out, and reading it as empty would mark every car sold.
 */
export async function readFeed(
  url: string,
  options: {
    allowedHosts: ReadonlySet<string>;
    dealerCity: string;
    remembered: ReadonlyMap<string, StockField | null>;
  },
): Promise<ReadFeed> {
  let body: Buffer;
  try {
    body = (
      await fetchOutsideUrl(url, {
        maxBytes: sheetLimits.bytes,
        timeoutMs: feedFetchTimeoutMs,
        allowedHosts: options.allowedHosts,
      })
    ).body;
  } catch (error) {
    if (error instanceof OutsideFetchError) {
      throw new FeedRefused(fetchFailures[error.reason], error.message);
    }
    throw error;
  }
  let feed: ReadFeed;
  if (
    /^\s*[[{]/.test(
      body
        .subarray(0, 64)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    )
  ) {
    feed = readJsonFeed(body);
  } else {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'arabeya-feed-'));
    try {
      const at = path.join(folder, 'feed');
      await writeFile(at, body);
      feed = await readSheetFeed(at, options.dealerCity, options.remembered);
    } catch (error) {
      if (error instanceof SheetRefused) {
        throw new FeedRefused(
          error.reason === 'tooLarge' ? 'tooLarge' : 'unreadable',
          error.message,
        );
      }
      throw error;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
  if (feed.rows.length === 0) {
    throw new FeedRefused(
      'empty',
      'The feed holds no car; no car was marked sold. If the showroom is sold out, remove the feed',
    );
  }
  return feed;
}
