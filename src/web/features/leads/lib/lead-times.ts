import { useEffect, useState } from 'react';
import type { Language } from '#shared/reference/types';
import { formatDate, locales } from '#shared/rules/format';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();
const relativeFormat = (language: Language) => {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locales[language], { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  return format;
};

/**
 * When something happened, as people say it: "now", "5 minutes ago", "yesterday", "3 days ago"
 * (in the page's language), and the date itself after a week.
 */
export function relativeTime(iso: string, now: number, language: Language): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  const format = relativeFormat(language);
  if (elapsed < minute) return format.format(0, 'second');
  if (elapsed < hour) return format.format(-Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return format.format(-Math.floor(elapsed / hour), 'hour');
  if (elapsed < 7 * day) return format.format(-Math.floor(elapsed / day), 'day');
  return formatDate(iso, language);
}

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/** The full date and time, for a tooltip beside a relative time. */
export function formatDateTime(iso: string, language: Language): string {
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    dateTimeFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

export type DurationUnit = 'minutes' | 'hours' | 'days';

/**
 * How long the team took to first answer a lead (its first status change or note): minutes
 * under an hour, hours under two days, days beyond; at least one of the unit.
 */
export function responseTime(
  createdAt: string,
  firstResponseAt: string,
): { unit: DurationUnit; count: number } {
  const elapsed = Math.max(0, new Date(firstResponseAt).getTime() - new Date(createdAt).getTime());
  if (elapsed < hour) return { unit: 'minutes', count: Math.max(1, Math.round(elapsed / minute)) };
  if (elapsed < 2 * day) return { unit: 'hours', count: Math.max(1, Math.round(elapsed / hour)) };
  return { unit: 'days', count: Math.round(elapsed / day) };
}

/** The time now, moving on every minute, so that "5 minutes ago" stays true on an open screen. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), minute);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
