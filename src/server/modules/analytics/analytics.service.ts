import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { teamPermissions } from '#shared/rules/access';
import type { DealerInsights, PageViewBody } from '#shared/schemas/analytics';
import { idSchema } from '#shared/schemas/common';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { requireDealer } from '../dealers/dealers.service';
import { memberOf } from '../team/team.service';
import { carIdsOfDealer } from '../cars/cars.service';
import { leadCountsOfDealer } from '../leads/leads.service';
import {
  carViewCounts,
  dailyViewCounts,
  insertPageView,
  type NewPageView,
} from './analytics.repository';

/** Days (visitor-key rotation, insights) are calendar days in Egypt. */
export const analyticsTimeZone = 'Africa/Cairo';
export const insightsDays = 30;
export const insightsRecentDays = 7;

const dayParts = new Intl.DateTimeFormat('en-US', {
  timeZone: analyticsTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of `instant` in Egypt, as YYYY-MM-DD. */
export function dayOf(instant: Date): string {
  const parts = Object.fromEntries(dayParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * The visitor key: HMAC-SHA256 of IP and user agent under the salt of the day, itself
 * HMAC(secret, day). Stable within an Egyptian calendar day, unrelated across days; the IP and
 * the user agent never leave this function.
 */
export function visitorKey(secret: string, day: string, ip: string, userAgent: string): string {
  const daySalt = createHmac('sha256', secret).update(`arabeya/visitor/${day}`).digest();
  return createHmac('sha256', daySalt).update(`${ip}\n${userAgent}`).digest('base64url');
}

const carPage = /^\/car-details\/([^/?#]+)\/?(?:[?#]|$)/;
/** A dealer page, with its name part (`/dealer/{id}/{slug}`) or, as it was once, without. */
const dealerPage = /^\/dealer\/([^/?#]+)(?:\/[^/?#]+)?\/?(?:[?#]|$)/;

function idIn(path: string, page: RegExp): string | null {
  const segment = page.exec(path)?.[1];
  if (segment === undefined) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return idSchema.safeParse(decoded).success ? decoded : null;
}

/**
 * The car or the dealership a path shows: `/car-details/{id}`, `/dealer/{id}/{slug}` (valid ids
 * only).
 */
export function pageSubject(path: string): { carId: string | null; dealerId: string | null } {
  return { carId: idIn(path, carPage), dealerId: idIn(path, dealerPage) };
}

type Headers = Record<string, string | string[] | undefined>;

/**
 * Nothing is recorded when the browser asks not to be tracked (`DNT: 1`, `Sec-GPC: 1`), nor for
 * a beacon another site made a browser send (`Sec-Fetch-Site: cross-site`).
 */
export function trackingRefused(headers: Headers): boolean {
  return (
    headers.dnt === '1' || headers['sec-gpc'] === '1' || headers['sec-fetch-site'] === 'cross-site'
  );
}

/** The row a page view stores. */
export function pageViewOf(
  secret: string,
  body: PageViewBody,
  client: { ip: string; userAgent: string; at: Date },
): NewPageView {
  return {
    viewedAt: client.at,
    path: body.path,
    title: body.title,
    referrerPath: body.referrerPath ?? null,
    ...pageSubject(body.path),
    language: body.language,
    visitorKey: visitorKey(secret, dayOf(client.at), client.ip, client.userAgent),
  };
}

/** Stores the view; a failure is logged, never answered (a beacon cannot do anything with it). */
export async function recordPageView(
  db: Db,
  view: NewPageView,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await insertPageView(db, view);
  } catch (error) {
    log.error({ err: error }, 'page view not stored');
  }
}

/**
 * Listing insights for the dealership's approved admins and managers (those who manage all its
 * cars): views and leads in the last 7 and 30 Egyptian days, today included, and every day of
 * the 30.
 */
export async function dealerInsights(
  db: Db,
  dealerId: string,
  userId: string,
  now: Date,
): Promise<DealerInsights> {
  await requireDealer(db, dealerId);
  if (!teamPermissions(await memberOf(db, dealerId, userId)).manageAllCars) {
    throw new HttpError(403, "Only the dealership's admins and managers can see its insights");
  }
  const today = dayOf(now);
  const window = {
    firstDay: addDays(today, 1 - insightsDays),
    recentFirstDay: addDays(today, 1 - insightsRecentDays),
    dayAfterLast: addDays(today, 1),
    timeZone: analyticsTimeZone,
  };
  const carIds = await carIdsOfDealer(db, dealerId);
  const [views, daily, leads] = await Promise.all([
    carViewCounts(db, carIds, window),
    dailyViewCounts(db, dealerId, carIds, window),
    leadCountsOfDealer(db, dealerId, window),
  ]);
  const viewsOn = new Map(daily.map((entry) => [entry.date, entry.views]));
  return {
    cars: carIds.map((carId) => {
      const carViews = views.get(carId);
      const carLeads = leads.cars.get(carId);
      return {
        carId,
        views7d: carViews?.recent ?? 0,
        views30d: carViews?.total ?? 0,
        leads7d: carLeads?.recent ?? 0,
        leads30d: carLeads?.total ?? 0,
      };
    }),
    daily: Array.from({ length: insightsDays }, (_, index) => {
      const date = addDays(window.firstDay, index);
      return { date, views: viewsOn.get(date) ?? 0, leads: leads.daily.get(date) ?? 0 };
    }),
  };
}
