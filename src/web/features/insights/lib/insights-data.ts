import type { Language } from '#shared/reference/types';
import type { DealerInsights } from '#shared/schemas/analytics';
import { formatDate, locales } from '#shared/rules/format';

export type CarViews = Pick<DealerInsights['cars'][number], 'views7d' | 'views30d'>;

/** Each car's views, by car id, from the insights of every dealership the user oversees. */
export function viewsByCar(insights: readonly (DealerInsights | undefined)[]) {
  const views = new Map<string, CarViews>();
  for (const answer of insights) {
    for (const car of answer?.cars ?? []) {
      views.set(car.carId, { views7d: car.views7d, views30d: car.views30d });
    }
  }
  return views;
}

/** The dealership's views in the last 7 and 30 days (today included, like `views7d`). */
export function totalViews(daily: DealerInsights['daily']) {
  const sum = (days: DealerInsights['daily']) => days.reduce((total, day) => total + day.views, 0);
  return { views7d: sum(daily.slice(-7)), views30d: sum(daily) };
}

/**
 * A `YYYY-MM-DD` day (a calendar day in Cairo) read as noon local time: formatting it then
 * shows that same day in every time zone, where midnight UTC would be the day before in the
 * Americas.
 */
const dayAt = (date: string) => new Date(`${date}T12:00:00`);

/** The day as the table shows it: "Nov 21, 2026". */
export const longDay = (date: string, language: Language) =>
  formatDate(dayAt(date).toISOString(), language);

/** The day as the chart's axis shows it: "Nov 21". */
export const shortDay = (date: string, language: Language) =>
  new Intl.DateTimeFormat(locales[language], { day: 'numeric', month: 'short' }).format(
    dayAt(date),
  );

/**
 * uPlot's columns: x is the day's position (0 = oldest), not a timestamp, so that the axis
 * shows exactly the server's days whatever the browser's time zone.
 */
export function chartColumns(daily: DealerInsights['daily']): [number[], number[]] {
  return [daily.map((_, index) => index), daily.map((day) => day.views)];
}
