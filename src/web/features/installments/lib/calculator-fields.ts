import type { TFunction } from 'i18next';
import type { FinanceTerms } from '#shared/reference/finance';
import type { Language } from '#shared/reference/types';
import { formatNumber, formatPrice } from '#shared/rules/format';
import { latinDigits, readMoney } from '#shared/rules/numbers';
import { financeTermsSchema } from '#shared/schemas/finance';

/** How the buyer gives the down payment: a percent of the price, or an amount in pounds. */
export type DownPaymentMode = 'percent' | 'amount';

/** The calculator's fields, as typed. */
export interface CalculatorFields {
  downPayment: string;
  downPaymentMode: DownPaymentMode;
  termMonths: string;
  annualRatePercent: string;
}

export type CalculatorField = 'downPayment' | 'termMonths' | 'annualRatePercent';

/** What is wrong with a field: no number, a part of a month, or a bound crossed. */
export type FieldProblem =
  { kind: 'number' } | { kind: 'wholeMonths' } | { kind: 'min' | 'max'; bound: number };

export type CalculatorReading =
  | { ok: true; terms: FinanceTerms; downPaymentAmount: number | undefined }
  | { ok: false; problems: Partial<Record<CalculatorField, FieldProblem>> };

/** The fields the calculator opens with: the configured terms, the down payment in percent. */
export const fieldsFrom = (terms: FinanceTerms): CalculatorFields => ({
  downPayment: String(terms.downPaymentPercent),
  downPaymentMode: 'percent',
  termMonths: String(terms.termMonths),
  annualRatePercent: String(terms.annualRatePercent),
});

const minus = /^[-\u2212]/;

/**
 * A percent or a number of months as typed: Latin or Arabic-Indic digits, a dot, a comma or the
 * Arabic decimal mark before the fraction, a sign in front and "%" after; NaN when it is none.
 */
export function readDecimal(text: string): number {
  const plain = latinDigits(text)
    .replace(/[\s%\u066A]/g, '')
    .replace(/[,\u066B]/, '.')
    .replace(minus, '-');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : NaN;
}

/** An amount of pounds as `readMoney` reads it ("262,500", "250 ألف"), with a sign; else NaN. */
export function readAmount(text: string): number {
  const trimmed = text.trim();
  const negative = minus.test(trimmed);
  const reading = readMoney(negative ? trimmed.slice(1) : trimmed);
  if (!reading.ok) return NaN;
  return negative ? -reading.value : reading.value;
}

/**
 * The terms the fields give for a car of `price`, checked by the shared `financeTermsSchema`
 * (the bounds the configuration and the API hold terms to); an amount down is at most the
 * price. Else what is wrong with each field.
 */
export function readCalculator(fields: CalculatorFields, price: number): CalculatorReading {
  const problems: Partial<Record<CalculatorField, FieldProblem>> = {};
  let downPaymentAmount: number | undefined;
  let downPaymentPercent: number;
  if (fields.downPaymentMode === 'amount') {
    const amount = readAmount(fields.downPayment);
    if (Number.isNaN(amount)) problems.downPayment = { kind: 'number' };
    else if (amount < 0) problems.downPayment = { kind: 'min', bound: 0 };
    else if (amount > price) problems.downPayment = { kind: 'max', bound: price };
    else downPaymentAmount = amount;
    downPaymentPercent = price > 0 ? ((downPaymentAmount ?? 0) / price) * 100 : 0;
  } else {
    downPaymentPercent = readDecimal(fields.downPayment);
  }
  const parsed = financeTermsSchema.safeParse({
    downPaymentPercent,
    termMonths: readDecimal(fields.termMonths),
    annualRatePercent: readDecimal(fields.annualRatePercent),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof FinanceTerms;
      const name: CalculatorField = field === 'downPaymentPercent' ? 'downPayment' : field;
      if (problems[name]) continue;
      problems[name] =
        issue.code === 'too_small'
          ? { kind: 'min', bound: Number(issue.minimum) }
          : issue.code === 'too_big'
            ? { kind: 'max', bound: Number(issue.maximum) }
            : issue.code === 'invalid_type' && issue.expected === 'int'
              ? { kind: 'wholeMonths' }
              : { kind: 'number' };
    }
  }
  if (!parsed.success || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, terms: parsed.data, downPaymentAmount };
}

/**
 * The fields with the down payment given as `mode`: a percent becomes its amount of `price`, an
 * amount its percent (to a hundredth). Text that is no number stays as it is.
 */
export function switchDownPayment(
  fields: CalculatorFields,
  mode: DownPaymentMode,
  price: number,
  language: Language,
): CalculatorFields {
  if (mode === fields.downPaymentMode) return fields;
  let downPayment = fields.downPayment;
  if (mode === 'amount') {
    const percent = readDecimal(fields.downPayment);
    if (!Number.isNaN(percent)) {
      downPayment = formatNumber(Math.round((price * percent) / 100), language);
    }
  } else {
    const amount = readAmount(fields.downPayment);
    if (!Number.isNaN(amount) && price > 0) {
      downPayment = String(Math.round((amount / price) * 10_000) / 100);
    }
  }
  return { ...fields, downPayment, downPaymentMode: mode };
}

/**
 * A field's problem in the page's language: the schema's messages ("At most 100%") are English,
 * so the field and the kind of the problem pick a translated text.
 */
export function calculatorFieldError(
  t: TFunction,
  language: Language,
  field: CalculatorField,
  mode: DownPaymentMode,
  problem: FieldProblem | undefined,
): string | undefined {
  if (!problem) return undefined;
  if (problem.kind === 'number') return t('installments.errors.number');
  if (problem.kind === 'wholeMonths') return t('installments.errors.wholeMonths');
  const bound = formatNumber(problem.bound, language);
  if (field === 'termMonths') {
    return problem.kind === 'min'
      ? t('installments.errors.monthsMin', { count: problem.bound, min: bound })
      : t('installments.errors.monthsMax', { count: problem.bound, max: bound });
  }
  if (field === 'downPayment' && mode === 'amount') {
    return problem.kind === 'min'
      ? t('installments.errors.amountMin', { min: formatPrice(problem.bound, language) })
      : t('installments.errors.amountMax', { max: formatPrice(problem.bound, language) });
  }
  return problem.kind === 'min'
    ? t('installments.errors.percentMin', { min: bound })
    : t('installments.errors.percentMax', { max: bound });
}
