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

export const healthSchema = z.object({ status: z.literal('ok') });
