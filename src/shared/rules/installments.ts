import { maxPriceEgp } from '../reference/limits';
import type { FinanceTerms } from '../reference/finance';

/**
 * The monthly payment that repays `principal` over `termMonths` at `annualRatePercent` a year on
 * the reducing balance (the usual amortisation: P·r / (1 − (1 + r)^−n), r the monthly rate).
 */
export function monthlyPayment(
  principal: number,
  annualRatePercent: number,
  termMonths: number,
): number {
  if (principal <= 0) return 0;
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return principal / termMonths;
  return (principal * rate) / (1 - (1 + rate) ** -termMonths);
}

/** The principal a monthly payment repays: the inverse of `monthlyPayment`. */
export function principalFor(
  monthly: number,
  annualRatePercent: number,
  termMonths: number,
): number {
  if (monthly <= 0) return 0;
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return monthly * termMonths;
  return (monthly * (1 - (1 + rate) ** -termMonths)) / rate;
}

export interface InstallmentPlan {
  /** Whole pounds, as a buyer is quoted them. */
  downPayment: number;
  financed: number;
  monthly: number;
  totalPaid: number;
  interest: number;
}

/**
 * What buying a car of `price` on `terms` costs: the down payment (the terms' percent, or an
 * amount given instead, at most the price), the monthly installment rounded up to the pound, and
 * the total paid.
 */
export function installmentPlan(
  price: number,
  terms: FinanceTerms,
  downPaymentAmount?: number,
): InstallmentPlan {
  const downPayment = Math.min(
    price,
    Math.max(0, Math.round(downPaymentAmount ?? (price * terms.downPaymentPercent) / 100)),
  );
  const financed = price - downPayment;
  const monthly = Math.ceil(monthlyPayment(financed, terms.annualRatePercent, terms.termMonths));
  const totalPaid = downPayment + monthly * terms.termMonths;
  return { downPayment, financed, monthly, totalPaid, interest: totalPaid - price };
}

/**
 * The highest price whose plan on `terms` keeps within the buyer's limits: a down payment of at
 * most `maxDownPayment` and an installment of at most `maxMonthly` (either may be absent).
 * Undefined when neither is given; never above the dearest car (`maxPriceEgp`). The search turns
 * these limits into this price bound, so that it filters on the price's indexes.
 */
export function maxPriceWithin(
  limits: { maxDownPayment?: number | undefined; maxMonthly?: number | undefined },
  terms: FinanceTerms,
): number | undefined {
  const bounds: number[] = [];
  const share = terms.downPaymentPercent / 100;
  if (limits.maxDownPayment !== undefined && share > 0) {
    bounds.push(Math.floor(limits.maxDownPayment / share));
  }
  if (limits.maxMonthly !== undefined) {
    bounds.push(
      share >= 1
        ? maxPriceEgp
        : Math.floor(
            principalFor(limits.maxMonthly, terms.annualRatePercent, terms.termMonths) /
              (1 - share),
          ),
    );
  }
  if (bounds.length === 0) return undefined;
  // The plan rounds (the down payment to the pound, the installment up), and grows with the
  // price: from the exact bound, a few steps find the highest price truly within the limits.
  let price = Math.min(...bounds, maxPriceEgp);
  while (price > 0 && !withinLimits(installmentPlan(price, terms), limits)) price -= 1;
  while (price < maxPriceEgp && withinLimits(installmentPlan(price + 1, terms), limits)) {
    price += 1;
  }
  return price;
}

function withinLimits(
  plan: InstallmentPlan,
  limits: { maxDownPayment?: number | undefined; maxMonthly?: number | undefined },
) {
  return (
    (limits.maxDownPayment === undefined || plan.downPayment <= limits.maxDownPayment) &&
    (limits.maxMonthly === undefined || plan.monthly <= limits.maxMonthly)
  );
}
