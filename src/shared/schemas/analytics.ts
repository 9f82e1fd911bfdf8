import { z } from 'zod';
import { idSchema } from './common';
import { financeTermsSchema } from './finance';

/** Longest path (with its query) a page view may report. */
export const maxPageViewPathLength = 2048;
/** Longest page title a page view may report. */
export const maxPageViewTitleLength = 300;

/**
 * A path of this site, as `location.pathname + location.search`: starts with one '/' (never
 * `//host` or `/\host`, which browsers read as another site), no whitespace or control characters.
 */
export const localPathSchema = z
  .string()
  .max(maxPageViewPathLength)
  .regex(/^\/(?![/\\])[^\s\p{Cc}]*$/u, 'Must be a local path starting with /');

/**
 * POST /api/v1/analytics/pageview (docs/decisions/040). Sent as JSON, with content-type
 * application/json or text/plain (what `navigator.sendBeacon(url, string)` sends).
 */
export const pageViewBodySchema = z
  .object({
    path: localPathSchema,
    /** The title the new page set (not the previous page's). */
    title: z.string().max(maxPageViewTitleLength),
    /** The previous path of this site, if any; other sites are never reported. */
    referrerPath: localPathSchema.optional(),
    language: z.enum(['en', 'ar']),
  })
  .strict();
export type PageViewBody = z.infer<typeof pageViewBodySchema>;

const count = z.number().int().nonnegative();

/**
 * GET /api/v1/analytics/dealer/{id}. Days are calendar days in Egypt (Africa/Cairo); the last
 * 7 and 30 days include today, so they match the last 7 and all 30 entries of `daily`.
 */
export const dealerInsightsSchema = z.object({
  /**
   * Every car of the dealership, newest first, with the views of its details page and its leads
   * (inquiries and counted Call and WhatsApp taps, docs/decisions/137).
   */
  cars: z.array(
    z.object({ carId: idSchema, views7d: count, views30d: count, leads7d: count, leads30d: count }),
  ),
  /**
   * The last 30 days, oldest first, today last, every day present: views of car pages + dealer
   * page, and leads.
   */
  daily: z.array(
    z.object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a YYYY-MM-DD date'),
      views: count,
      leads: count,
    }),
  ),
});
export type DealerInsights = z.infer<typeof dealerInsightsSchema>;

/** Feature flag names: what FEATURE_FLAGS may name and what GET /api/v1/config answers. */
export const featureFlagNameSchema = z
  .string()
  .regex(/^[A-Za-z][\w.-]{0,63}$/, 'Must be a flag name (a letter, then letters, digits, _ . -)');

/**
 * GET /api/v1/config (public; cache-control public, max-age=300). The web app fetches it at most
 * once per `configFetchMinIntervalMs` and keeps the last answer for when the server is away.
 */
export const remoteConfigSchema = z.object({
  /** A flag absent from the answer is off. */
  featureFlags: z.record(featureFlagNameSchema, z.boolean()),
  /** Browser keys, safe to publish (restrict them by HTTP referrer at the provider). */
  publicKeys: z.object({ maps: z.string() }),
  configFetchMinIntervalMs: z.number().int().positive(),
  /**
   * The finance terms quoted when a car's dealer offers none (docs/decisions/139): the calculator's
   * defaults and the cards' "from EGP X / month".
   */
  finance: financeTermsSchema,
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;
