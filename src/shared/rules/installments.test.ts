import { describe, expect, it } from 'vitest';
import { defaultFinanceTerms } from '../reference/finance';
import { maxPriceEgp } from '../reference/limits';
import { installmentPlan, maxPriceWithin, monthlyPayment, principalFor } from './installments';

/** Balance after each month of a loan, paid `monthly`: the amortisation table, row by row. */
function amortise(principal: number, annualRatePercent: number, months: number, monthly: number) {
  let balance = principal;
  const rows = [];
  for (let month = 1; month <= months; month += 1) {
    const interest = (balance * annualRatePercent) / 100 / 12;
    balance = balance + interest - monthly;
    rows.push({ month, interest, balance });
  }
  return rows;
}

describe('installments', () => {
  it('match published amortisation tables', () => {
    // 100,000 at 12% a year over 12 months: 8,884.88 a month (the textbook example).
    expect(monthlyPayment(100_000, 12, 12)).toBeCloseTo(8_884.88, 2);
    // 200,000 at 6% over 30 years: 1,199.10 a month.
    expect(monthlyPayment(200_000, 6, 360)).toBeCloseTo(1_199.1, 2);
    // No interest: the principal in equal parts.
    expect(monthlyPayment(120_000, 0, 60)).toBe(2_000);
  });

  it('repay the loan exactly by the last month, its first month’s interest as the table says', () => {
    const monthly = monthlyPayment(700_000, 22, 60);
    const table = amortise(700_000, 22, 60, monthly);
    expect(table[0]?.interest).toBeCloseTo(12_833.33, 2);
    expect(Math.abs(table.at(-1)?.balance ?? 1)).toBeLessThan(1e-6);
    expect(principalFor(monthly, 22, 60)).toBeCloseTo(700_000, 6);
  });

  it('quote a plan in whole pounds: down payment, installment rounded up, total paid', () => {
    const plan = installmentPlan(1_000_000, defaultFinanceTerms);
    expect(plan.downPayment).toBe(300_000);
    expect(plan.financed).toBe(700_000);
    expect(plan.monthly).toBe(Math.ceil(monthlyPayment(700_000, 22, 60)));
    expect(plan.totalPaid).toBe(300_000 + plan.monthly * 60);
    expect(plan.interest).toBe(plan.totalPaid - 1_000_000);
    // A down payment given as an amount, never more than the price.
    expect(installmentPlan(500_000, defaultFinanceTerms, 100_000).financed).toBe(400_000);
    expect(installmentPlan(500_000, defaultFinanceTerms, 900_000)).toMatchObject({
      downPayment: 500_000,
      monthly: 0,
    });
  });

  it('turn a buyer’s limits into the highest price within them', () => {
    const terms = defaultFinanceTerms;
    expect(maxPriceWithin({}, terms)).toBeUndefined();
    // Cash only: any installment limit holds for every price.
    const cash = { ...terms, downPaymentPercent: 100 };
    expect(maxPriceWithin({ maxMonthly: 1 }, cash)).toBe(maxPriceEgp);
    expect(maxPriceWithin({ maxMonthly: 0 }, terms)).toBe(0);
    for (const limits of [
      { maxMonthly: 15_000 },
      { maxDownPayment: 250_000 },
      { maxMonthly: 15_000, maxDownPayment: 150_000 },
      { maxMonthly: 7_777 },
    ]) {
      const price = maxPriceWithin(limits, terms) ?? 0;
      const plan = installmentPlan(price, terms);
      const next = installmentPlan(price + 1, terms);
      expect(plan.monthly).toBeLessThanOrEqual(limits.maxMonthly ?? Infinity);
      expect(plan.downPayment).toBeLessThanOrEqual(limits.maxDownPayment ?? Infinity);
      // One pound more breaks a limit: the bound is the highest.
      expect(
        next.monthly > (limits.maxMonthly ?? Infinity) ||
          next.downPayment > (limits.maxDownPayment ?? Infinity),
      ).toBe(true);
    }
  });
});
