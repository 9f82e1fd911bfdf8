import { z } from 'zod';
import { financeBounds } from '../reference/finance';

// Numbers only: a dealer's offer is a JSON body (docs/decisions/146). The configuration reads
// its text into numbers first (src/server/env.ts), and the forms read their fields.
const bounded = (bounds: { min: number; max: number }, unit: string) =>
  z
    .number()
    .min(bounds.min, `At least ${bounds.min}${unit}`)
    .max(bounds.max, `At most ${bounds.max}${unit}`);

/** Finance terms (docs/decisions/139): what the configuration and a dealer's offer hold. */
export const financeTermsSchema = z
  .object({
    downPaymentPercent: bounded(financeBounds.downPaymentPercent, '%'),
    termMonths: bounded(financeBounds.termMonths, ' months').int('Whole months'),
    annualRatePercent: bounded(financeBounds.annualRatePercent, '%'),
  })
  .strict();
