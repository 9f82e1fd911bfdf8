import { z } from 'zod';
import { maxFilterTextLength } from '../reference/limits';

export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Must be an id');

/** A short free-text value from a query string, trimmed; empty means absent. */
export const filterText = z
  .string()
  .trim()
  .max(maxFilterTextLength)
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** The years an instant the API reads may fall in (docs/decisions/144). */
export const instantYears = { min: 1970, max: 9999 } as const;

/**
 * An instant the API reads (a cursor's time, a browser's clock): ISO 8601 in UTC, like
 * `2026-11-20T10:00:00.000Z`, within `instantYears`. JavaScript's Date and PostgreSQL's
 * timestamptz both hold every such instant; extended years (`+275760-…`, `-010000-…`), years
 * before 1970 and days no calendar has (`2026-02-30`) are refused.
 */
export const instantSchema = z.iso
  .datetime({ error: 'Must be an instant like 2026-11-20T10:00:00Z' })
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= instantYears.min && year <= instantYears.max;
  }, `Must be between the years ${instantYears.min} and ${instantYears.max}`);

export const healthSchema = z.object({ status: z.literal('ok') });

/** A 204 answer: no body. The API document shows zod's `undefined` so, with this description. */
export const noContentSchema = z.undefined().describe('Done; no body');
