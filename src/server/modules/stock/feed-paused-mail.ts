import type { Language } from '#shared/reference/types';
import { formatNumber } from '#shared/rules/format';
import { inLanguage } from '#shared/rules/site-paths';
import { mailTexts } from '../../lib/texts';
import { renderNoticeMail } from '../mail/mail.service';

export interface FeedPausedMailInput {
  /** The reader's. */
  language: Language;
  url: string;
  /** Runs that failed one after another. */
  failures: number;
  /** The last run's error, in English (the fetch's or the file's own words). */
  error: string;
  publicUrl: string;
}

/** The mail telling a dealership's admins that its feed paused, in the reader's language. */
export function renderFeedPausedMail(input: FeedPausedMailInput) {
  const t = mailTexts(input.language);
  return renderNoticeMail({
    language: input.language,
    subject: t('feedPaused.subject'),
    heading: t('feedPaused.heading', {
      count: input.failures,
      formatted: formatNumber(input.failures, input.language),
    }),
    lines: [
      { label: t('feedPaused.address'), value: input.url },
      { label: t('feedPaused.lastError'), value: input.error },
    ],
    paragraphs: [t('feedPaused.next')],
    action: {
      label: t('feedPaused.action'),
      url: new URL(inLanguage(input.language, '/my-cars/import'), input.publicUrl).href,
    },
    why: t('feedPaused.why'),
  });
}
