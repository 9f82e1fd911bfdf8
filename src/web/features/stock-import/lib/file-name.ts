import type { Language } from '#shared/reference/types';

/**
 * A sheet's name inside a sentence, isolated in the page's direction rather than its own first
 * letter's: "مخزون المعرض.csv" keeps its extension after the name in English as a file list shows
 * it, and in Arabic a Latin name reads as it is written.
 */
export const fileNameIn = (name: string, language: Language) =>
  `${language === 'ar' ? '\u2067' : '\u2066'}${name}\u2069`;
