import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import { formatPrice, locales } from '#shared/rules/format';
import type { PriceChange } from '#shared/schemas/price-history';

/** Prices change on Egyptian calendar days, whatever the reader's or the server's zone. */
export const priceTimeZone = 'Africa/Cairo';

const dateParts = new Map<Language, Intl.DateTimeFormat>();

function datePartsIn(language: Language): Intl.DateTimeFormat {
  let format = dateParts.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: priceTimeZone,
    });
    dateParts.set(language, format);
  }
  return format;
}

function cairoDate(instant: number, language: Language) {
  const parts = datePartsIn(language).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/**
 * The day of a change in Egypt, day first as Egyptians write it, with Latin digits: "12 Nov"
 * ("12 نوفمبر"), and with its year when that is not this year: "12 Nov 2025" (joined by no-break
 * spaces).
 */
export function formatChangeDate(iso: string, language: Language, now = Date.now()): string {
  const date = cairoDate(Date.parse(iso), language);
  const sameYear = date.year === cairoDate(now, language).year;
  // No-break spaces: a line that wraps keeps the date whole.
  const dayMonth = `${date.day}\u00a0${date.month}`;
  return sameYear ? dayMonth : `${dayMonth}\u00a0${date.year}`;
}

/** "Price dropped by EGP 40,000 on 12 Nov" (or raised), in the page's language. */
export function priceChangeWords(
  change: PriceChange,
  t: TFunction,
  language: Language,
  now = Date.now(),
): string {
  const words = {
    amount: formatPrice(Math.abs(change.price - change.previousPrice), language),
    date: formatChangeDate(change.changedAt, language, now),
  };
  return change.price < change.previousPrice
    ? t('priceHistory.dropped', words)
    : t('priceHistory.raised', words);
}

export interface PriceStep {
  /** Milliseconds since the epoch. */
  at: number;
  price: number;
}

/**
 * The car's prices over time, oldest first: the price it was listed at (from `listedAt`), then
 * each change's new price from when it was made. Empty when the price never changed.
 */
export function priceSteps(changes: readonly PriceChange[], listedAt: string): PriceStep[] {
  const oldestFirst = [...changes].reverse();
  const first = oldestFirst[0];
  if (!first) return [];
  const changed = oldestFirst.map((change) => ({
    at: Date.parse(change.changedAt),
    price: change.price,
  }));
  const start = Math.min(Date.parse(listedAt), changed[0]?.at ?? Number.POSITIVE_INFINITY);
  return [{ at: start, price: first.previousPrice }, ...changed];
}

const day = 86_400_000;

/**
 * The SVG path of a step chart of `steps` in a `width` × `height` box (inset by `inset`): each
 * price is held level until the next change, and the last one a little beyond it. Its ends and
 * corners are answered too, for dots at the changes.
 */
export function stepChart(
  steps: readonly PriceStep[],
  box: { width: number; height: number; inset: number },
): { path: string; dots: { x: number; y: number }[] } {
  const first = steps[0];
  const last = steps.at(-1);
  if (!first || !last) return { path: '', dots: [] };
  const span = Math.max(last.at - first.at, day);
  const end = last.at + Math.max(span * 0.12, day / 2);
  const prices = steps.map((step) => step.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const x = (at: number) =>
    box.inset + ((at - first.at) / (end - first.at)) * (box.width - 2 * box.inset);
  // A flat history (never happens: each step is a change) would sit in the middle.
  const y = (price: number) =>
    high === low
      ? box.height / 2
      : box.inset + ((high - price) / (high - low)) * (box.height - 2 * box.inset);
  const round = (value: number) => Math.round(value * 10) / 10;
  const dots = steps.map((step) => ({ x: round(x(step.at)), y: round(y(step.price)) }));
  const [start, ...rest] = dots;
  const segments = rest.map((dot) => `H${dot.x}V${dot.y}`).join('');
  const path = `M${start?.x ?? 0} ${start?.y ?? 0}${segments}H${round(x(end))}`;
  return { path, dots };
}
