/*
 * Car finance in Egypt: a down payment (مقدم) and a monthly installment (قسط) over a
 * term. The bounds every form and the API hold terms to, and the terms used when the server's
 * configuration sets none (docs/decisions/139).
 */

export const financeBounds = {
  /** Percent of the price paid up front; 100 is a cash purchase. */
  downPaymentPercent: { min: 0, max: 100 },
  /** Months; Egyptian banks and finance companies lend for one to seven years. */
  termMonths: { min: 12, max: 84 },
  /** Percent a year on the reducing balance (not a flat rate). */
  annualRatePercent: { min: 0, max: 60 },
} as const;

export interface FinanceTerms {
  downPaymentPercent: number;
  termMonths: number;
  annualRatePercent: number;
}

/** 30% down over five years at 22% a year: a common bank offer for a car in Egypt in 2025. */
export const defaultFinanceTerms: FinanceTerms = {
  downPaymentPercent: 30,
  termMonths: 60,
  annualRatePercent: 22,
};

/** The listings' "down payment up to" options, in pounds (each counted in the facets). */
export const downPaymentLimits = [50_000, 100_000, 200_000, 300_000, 500_000, 750_000, 1_000_000];

/** The listings' "monthly installment up to" options, in pounds (each counted in the facets). */
export const monthlyLimits = [5_000, 7_500, 10_000, 15_000, 20_000, 30_000, 50_000];
