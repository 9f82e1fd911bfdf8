import type { TFunction } from 'i18next';
import { financeBounds } from '#shared/reference/finance';
import type { Language } from '#shared/reference/types';
import { formatNumber } from '#shared/rules/format';
import { latinDigits } from '#shared/rules/numbers';

export type OfferField = 'downPaymentPercent' | 'termMonths' | 'annualRatePercent' | 'provider';

/** A field error as react-hook-form holds it: `type` is the zod issue code. */
interface FieldErrorLike {
  type?: string | number;
  message?: string;
}

/**
 * A percent or a number of months as typed, for the shared schema to check: Latin or
 * Arabic-Indic digits, a dot, a comma or the Arabic decimal mark, "%" after. An empty or
 * unreadable field is NaN, which the schema refuses as no number (not as 0).
 */
export function readOfferNumber(text: unknown): number {
  if (typeof text === 'number') return text;
  const plain = latinDigits(String(text ?? ''))
    .replace(/[\s%\u066A]/g, '')
    .replace(/[,\u066B]/, '.')
    .replace(/^\u2212/, '-');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : NaN;
}

/**
 * The schema's messages are English: the field and the kind of the error pick a translated text,
 * with the bounds of `financeBounds` in the page's digits.
 */
export function offerFieldError(
  t: TFunction,
  language: Language,
  field: OfferField,
  error: FieldErrorLike | undefined,
): string | undefined {
  if (!error) return undefined;
  if (field === 'provider') {
    return t('financeOffer.errors.provider', { count: 80, min: 2, max: 80 });
  }
  const bounds = financeBounds[field];
  const min = formatNumber(bounds.min, language);
  const max = formatNumber(bounds.max, language);
  const unit = field === 'termMonths' ? 'months' : 'percent';
  if (error.message === 'Whole months') return t('financeOffer.errors.wholeMonths');
  if (error.type === 'too_small') {
    return t(`financeOffer.errors.${unit}Min`, { count: bounds.min, min });
  }
  if (error.type === 'too_big') {
    return t(`financeOffer.errors.${unit}Max`, { count: bounds.max, max });
  }
  return t('financeOffer.errors.number');
}
