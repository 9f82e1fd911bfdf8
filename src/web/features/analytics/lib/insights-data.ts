import type { Language } from '#shared/reference/types';
import type { DealerInsights } from '#shared/schemas/analytics';
import { formatDate, locales } from '#shared/rules/format';

/** A car's views and leads (inquiries and counted Call and WhatsApp taps) over 7 and 30 days. */
export type CarViews = Omit<DealerInsights['cars'][number], 'carId'>;

/** Each car's views and leads, by car id, from the insights of every dealership the user oversees. */
export function viewsByCar(insights: readonly (DealerInsights | undefined)[]) {
  const views = new Map<string, CarViews>();
  for (const answer of insights) {
    for (const { carId, ...counts } of answer?.cars ?? []) views.set(carId, counts);
  }
  return views;
}

type Daily = DealerInsights['daily'];

/** The dealership's views and leads in the last 7 and 30 days (today included, like `views7d`). */
export function totalViews(daily: Daily) {
  const sum = (days: Daily, count: 'views' | 'leads') =>
    days.reduce((total, day) => total + day[count], 0);
  return {
    views7d: sum(daily.slice(-7), 'views'),
    views30d: sum(daily, 'views'),
    leads7d: sum(daily.slice(-7), 'leads'),
    leads30d: sum(daily, 'leads'),
  };
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
 * shows exactly the server's days whatever the browser's time zone; then views, then leads.
 */
export function chartColumns(daily: Daily): [number[], number[], number[]] {
  return [
    daily.map((_, index) => index),
    daily.map((day) => day.views),
    daily.map((day) => day.leads),
  ];
}
