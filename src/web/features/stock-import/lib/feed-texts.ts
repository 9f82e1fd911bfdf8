import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import { formatNumber } from '#shared/rules/format';
import type { FeedFailure, FeedRunCounts } from '#shared/schemas/stock-feed';
import { ApiError } from '../../../lib/api-error';
import { importFailure } from './import-errors';

/*
 * The feed's words on the import screen. Its numbers are written out here rather than imported
 * from the shared schema, whose module would bring zod into the account screens' chunk
 * (docs/decisions/103); feed-texts.test.ts holds them to the schema's.
 */

/** The schedules a dealer picks from, in hours: hourly unless they ask for less often. */
export const feedHourChoices = [1, 2, 3, 6, 12, 24] as const;
export const defaultFeedHours = 1;

/** Runs that fail in a row before the server pauses the feed (`feedFailuresBeforePause`). */
export const feedFailuresBeforePause = 3;

/** The start of the server's refusal of a feed it read when it was saved. */
const cannotReadPrefix = 'The feed cannot be read: ';

/**
 * Why a feed was not saved. A feed the server could not read is a 400 whose English detail
 * (the fetch's or the file's own words) the server writes as it goes: English shows it whole;
 * Arabic says the feed could not be read and gives the detail apart, in English. Any other
 * failure reads as an import's does.
 */
export function feedSaveFailure(
  t: TFunction,
  language: Language,
  error: unknown,
): { text: string; detail: string | null } {
  if (
    error instanceof ApiError &&
    error.status === 400 &&
    error.message.startsWith(cannotReadPrefix)
  ) {
    return language === 'en'
      ? { text: error.message, detail: null }
      : {
          text: t('stockImport.feed.cannotRead'),
          detail: error.message.slice(cannotReadPrefix.length),
        };
  }
  return { text: importFailure(t, language, error), detail: null };
}

/** Why a run failed, one sentence for each of the server's reasons. */
export function feedFailureText(t: TFunction, failure: FeedFailure): string {
  switch (failure) {
    case 'unreachable':
      return t('stockImport.feed.failures.unreachable');
    case 'notPublic':
      return t('stockImport.feed.failures.notPublic');
    case 'tooLarge':
      return t('stockImport.feed.failures.tooLarge');
    case 'unreadable':
      return t('stockImport.feed.failures.unreadable');
    case 'missingColumns':
      return t('stockImport.feed.failures.missingColumns');
    case 'empty':
      return t('stockImport.feed.failures.empty');
    case 'interrupted':
      return t('stockImport.feed.failures.interrupted');
  }
}

/** The counts a run's line names, in this order, when they are not 0. */
const countOrder = ['add', 'update', 'unchanged', 'relisted', 'sold', 'refused'] as const;

/** What a run did, in words: "3 added, 1 updated, 12 unchanged, 1 sold, 2 refused". */
export function feedCountsText(
  t: TFunction,
  language: Language,
  counts: Partial<FeedRunCounts>,
): string {
  const said = (name: (typeof countOrder)[number], count: number) => {
    const formatted = formatNumber(count, language);
    switch (name) {
      case 'add':
        return t('stockImport.feed.counts.add', { count, formatted });
      case 'update':
        return t('stockImport.feed.counts.update', { count, formatted });
      case 'unchanged':
        return t('stockImport.feed.counts.unchanged', { count, formatted });
      case 'relisted':
        return t('stockImport.feed.counts.relisted', { count, formatted });
      case 'sold':
        return t('stockImport.feed.counts.sold', { count, formatted });
      case 'refused':
        return t('stockImport.feed.counts.refused', { count, formatted });
    }
  };
  return countOrder
    .flatMap((name) => {
      const count = counts[name] ?? 0;
      return count > 0 ? [said(name, count)] : [];
    })
    .join(t('stockImport.listSeparator'));
}
