// n2words ships one module per language: only these two are bundled, and only in the car form's
// lazy chunk (docs/decisions/118).
import { toCardinal as arabicWords } from 'n2words/ar-SA';
import { toCardinal as englishWords } from 'n2words/en-US';
import type { Language } from '#shared/reference/types';

/** A whole amount said in words in `language`: "eight hundred seventy-five thousand". */
export function amountInWords(amount: number, language: Language): string {
  return language === 'ar' ? arabicWords(amount) : englishWords(amount);
}
