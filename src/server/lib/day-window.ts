import { sql } from 'kysely';

/**
 * A window of calendar days in `timeZone`: from the start of `firstDay` to the start of the day
 * after `lastDay`. The instants are computed by PostgreSQL (time zone rules, summer time).
 */
export interface DayWindow {
  firstDay: string;
  /** The first day of the shorter (7-day) count. */
  recentFirstDay: string;
  dayAfterLast: string;
  timeZone: string;
}

/** The instant `day` starts in `timeZone`, as PostgreSQL computes it. */
export const startOfDay = (day: string, timeZone: string) =>
  sql<Date>`(cast(${day} as timestamp) at time zone ${timeZone})`;
