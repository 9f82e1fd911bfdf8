import { describe, expect, it } from 'vitest';
import { defaultFinanceTerms } from '#shared/reference/finance';
import {
  fieldsFrom,
  readAmount,
  readCalculator,
  readDecimal,
  switchDownPayment,
} from './calculator-fields';

describe("the calculator's fields", () => {
  it('read percents and months as people type them, in either script', () => {
    expect(readDecimal('30')).toBe(30);
    expect(readDecimal(' 19.5 ')).toBe(19.5);
    expect(readDecimal('19,5')).toBe(19.5);
    expect(readDecimal('١٩٫٥')).toBe(19.5);
    expect(readDecimal('٣٠٪')).toBe(30);
    expect(readDecimal('-5')).toBe(-5);
    expect(readDecimal('−5')).toBe(-5);
    for (const text of ['', 'abc', '1.2.3', '5-']) expect(readDecimal(text)).toBeNaN();
  });

  it('read amounts in pounds as the car form does, with a sign', () => {
    expect(readAmount('262,500')).toBe(262_500);
    expect(readAmount('250 ألف')).toBe(250_000);
    expect(readAmount('-1000')).toBe(-1000);
    expect(readAmount('8.75')).toBeNaN();
  });

  it('turn a percent into its amount and back', () => {
    const percent = fieldsFrom(defaultFinanceTerms);
    const amount = switchDownPayment(percent, 'amount', 875_000, 'en');
    expect(amount).toMatchObject({ downPayment: '262,500', downPaymentMode: 'amount' });
    expect(switchDownPayment(amount, 'amount', 875_000, 'en')).toBe(amount);
    expect(
      switchDownPayment({ ...amount, downPayment: '250,000' }, 'percent', 875_000, 'en'),
    ).toMatchObject({ downPayment: '28.57', downPaymentMode: 'percent' });
    // Text that is no number stays for the buyer to correct.
    expect(
      switchDownPayment({ ...percent, downPayment: 'x' }, 'amount', 875_000, 'en'),
    ).toMatchObject({ downPayment: 'x' });
  });

  it('give the amount down as such, and a problem per field out of bounds', () => {
    const fields = { ...fieldsFrom(defaultFinanceTerms), downPaymentMode: 'amount' as const };
    expect(readCalculator({ ...fields, downPayment: '100,000' }, 500_000)).toEqual({
      ok: true,
      terms: { downPaymentPercent: 20, termMonths: 60, annualRatePercent: 22 },
      downPaymentAmount: 100_000,
    });
    expect(
      readCalculator(
        { ...fields, downPayment: '600,000', termMonths: '36.5', annualRatePercent: '' },
        500_000,
      ),
    ).toEqual({
      ok: false,
      problems: {
        downPayment: { kind: 'max', bound: 500_000 },
        termMonths: { kind: 'wholeMonths' },
        annualRatePercent: { kind: 'number' },
      },
    });
  });
});
