/*
 * Numbers as people in Egypt type them: Arabic-Indic digits, dots and commas (Latin or Arabic)
 * between thousands, and amounts of money in thousands or millions (docs/decisions/116).
 */

/** The text with Arabic-Indic (٠–٩) and Persian (۰–۹) digits as Latin ones; the rest unchanged. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** A phone number once its digits are Latin: 7 to 20 digits, spaces, brackets or dashes. */
export const phoneNumberPattern = /^\+?[0-9 ()-]{7,20}$/;

/**
 * An Egyptian mobile number as people write it (docs/decisions/137): 010, 011, 012 or 015 and eight
 * more digits, or the same after +20, 0020 or 20, with spaces, dashes, dots or brackets between, in
 * Latin or Arabic-Indic digits. Answers it normalised as +20 and ten digits ("+201001234567"), or
 * null when it is no Egyptian mobile (a landline, a foreign or a short number).
 */
export function egyptianMobile(text: string): string | null {
  const written = latinDigits(text).trim();
  if (!/^\+?[\d\s().-]{10,24}$/.test(written)) return null;
  const digits = written.replace(/\D/g, '');
  // After the country code a 0 may stay ("+20 (0) 100 …"); without it the 0 must be there.
  const afterCode = (rest: string) => /^0?(1[0125]\d{8})$/.exec(rest)?.[1];
  const national = digits.startsWith('0020')
    ? afterCode(digits.slice(4))
    : digits.startsWith('20') && (written.startsWith('+') || digits.length >= 12)
      ? afterCode(digits.slice(2))
      : /^0(1[0125]\d{8})$/.exec(digits)?.[1];
  return national ? `+20${national}` : null;
}

/** Between thousands Egyptians write a dot as often as a comma; both Arabic marks too. */
const separators = /[.,\u066B\u066C]/;
const groupedThousands = /^\d{1,3}([.,\u066B\u066C]\d{3})+$/;

/** What a written multiplier means: 875 ألف, 875k, 1.5 مليون, 2m. */
const multipliers: readonly { words: RegExp; times: number }[] = [
  { words: /(k|thousands?|الف|ألف|آلاف|الاف|اَلف)$/, times: 1_000 },
  { words: /(m|mn|millions?|مليون|ملايين)$/, times: 1_000_000 },
];

/** Words for the currency that may stand before or after an amount. */
const currencyWords = /(egp|l\.?e\.?|pounds?|جنيهات|جنيها|جنيه|ج\.?\s?م\.?)/g;

export type WholeNumberReading =
  { ok: true; value: number } | { ok: false; problem: 'empty' | 'notANumber' | 'grouping' };

/**
 * A whole number typed in a form: digits in either script, with a dot, comma or space between
 * thousands ("875.000", "٨٧٥٬٠٠٠", "875 000"). A separator that does not stand before a group of
 * three digits ("8.75") is refused rather than guessed.
 */
export function readWholeNumber(text: string): WholeNumberReading {
  const compact = latinDigits(text).replace(/[\s\u00A0\u202F']/g, '');
  if (compact === '') return { ok: false, problem: 'empty' };
  if (/^\d+$/.test(compact)) return { ok: true, value: Number(compact) };
  if (groupedThousands.test(compact)) {
    return { ok: true, value: Number(compact.replace(new RegExp(separators, 'g'), '')) };
  }
  return { ok: false, problem: /^[\d.,\u066B\u066C]+$/.test(compact) ? 'grouping' : 'notANumber' };
}

/**
 * An amount of whole Egyptian pounds as typed: everything `readWholeNumber` reads, "EGP" or
 * "جنيه" around it, and thousands or millions in words ("875 ألف", "875k", "1.5 مليون"), where
 * one separator is a decimal point ("1,25 مليون" is 1,250,000).
 */
export function readMoney(text: string): WholeNumberReading {
  const plain = latinDigits(text).toLowerCase().replace(currencyWords, '').trim();
  for (const { words, times } of multipliers) {
    const match = words.exec(plain);
    if (!match) continue;
    const amount = plain.slice(0, match.index).replace(/\s/g, '');
    if (!/^\d+([.,\u066B\u066C]\d+)?$/.test(amount)) {
      return { ok: false, problem: amount === '' ? 'empty' : 'notANumber' };
    }
    return { ok: true, value: Math.round(Number(amount.replace(separators, '.')) * times) };
  }
  return readWholeNumber(plain);
}
