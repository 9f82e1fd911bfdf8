import i18next from 'i18next';
import { languages, type Language } from '#shared/reference/types';
import mailEn from '#shared/locales/mail/en.json';
import mailAr from '#shared/locales/mail/ar.json';
import plainPagesEn from '#shared/locales/plain-pages/en.json';
import plainPagesAr from '#shared/locales/plain-pages/ar.json';

/**
 * The words of what the server writes for people, its mails and its plain pages, from the locale
 * files the web app reads too (docs/decisions/163): both languages, loaded at start.
 */
const texts = i18next.createInstance();

// With the resources given and `initAsync` off, init has loaded them when it returns.
void texts.init({
  resources: {
    en: { mail: mailEn, 'plain-pages': plainPagesEn },
    ar: { mail: mailAr, 'plain-pages': plainPagesAr },
  },
  ns: ['mail', 'plain-pages'],
  defaultNS: 'mail',
  supportedLngs: languages,
  fallbackLng: false,
  initAsync: false,
  // The markup that shows a text escapes it, values and all.
  interpolation: { escapeValue: false },
});

/** The mails' words in `language`. */
export const mailTexts = (language: Language) => texts.getFixedT(language, 'mail');

/** The words of the pages the server writes itself (lib/plain-page.ts), in `language`. */
export const pageTexts = (language: Language) => texts.getFixedT(language, 'plain-pages');
