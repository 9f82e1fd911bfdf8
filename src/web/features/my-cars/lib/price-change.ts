import { bulkPercentChange, maxPriceEgp } from '#shared/reference/limits';
import { latinDigits, readMoney } from '#shared/rules/numbers';
import type { PriceChange } from '#shared/rules/price-change';

/** What the bulk price dialog asks: down or up, by a percent or an amount, and how much. */
export interface PriceChangeForm {
  direction: 'down' | 'up';
  by: 'percent' | 'amount';
  /** As typed: "10", "7.5", "٥٠ ألف", "5,000". */
  text: string;
}

/** Nothing (or 0) typed, not a number, or past `mostOf`. */
export type PriceChangeProblem = 'empty' | 'notANumber' | 'tooMuch';

/** The `change` of a bulk call that changes prices. */
export type BulkPriceChange = PriceChange & { kind: 'price' };

export type PriceChangeReading =
  | { ok: true; change: BulkPriceChange }
  | { ok: false; problem: PriceChangeProblem; limit?: number };

/** A percent as typed, with a decimal point, comma or Arabic decimal separator. */
function readPercent(text: string): number | undefined {
  const plain = latinDigits(text).replace(/[\s%٪]/g, '');
  if (!/^\d+([.,\u066B]\d+)?$/.test(plain)) return undefined;
  return Number(plain.replace(/[,\u066B]/, '.'));
}

/** The most a change may be, in the form's unit: the server's percent bounds, the top price. */
export const mostOf = (form: Pick<PriceChangeForm, 'direction' | 'by'>) =>
  form.by === 'amount'
    ? maxPriceEgp
    : form.direction === 'down'
      ? bulkPercentChange.maxDown
      : bulkPercentChange.maxUp;

/**
 * The change the form asks for, as the bulk call's `change`: the amount in whole pounds (read
 * as prices are typed, "50 ألف" too) or the percent, negative for down; or why it cannot be.
 */
export function readPriceChange(form: PriceChangeForm): PriceChangeReading {
  if (form.text.trim() === '') return { ok: false, problem: 'empty' };
  const reading =
    form.by === 'amount' ? readMoney(form.text) : { ok: true, value: readPercent(form.text) };
  const size = reading.ok ? reading.value : undefined;
  if (size === undefined) return { ok: false, problem: 'notANumber' };
  if (size === 0) return { ok: false, problem: 'empty' };
  const limit = mostOf(form);
  if (size > limit) return { ok: false, problem: 'tooMuch', limit };
  const value = form.direction === 'down' ? -size : size;
  return { ok: true, change: { kind: 'price', by: form.by, value } };
}
