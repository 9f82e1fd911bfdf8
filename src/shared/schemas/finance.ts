import { z } from 'zod';
import { financeBounds } from '../reference/finance';

const bounded = (bounds: { min: number; max: number }, unit: string) =>
  z.coerce
    .number<number | string>()
    .min(bounds.min, `At least ${bounds.min}${unit}`)
    .max(bounds.max, `At most ${bounds.max}${unit}`);

/** Finance terms (issue 22): what the server's configuration and a dealer's offer hold. */
export const financeTermsSchema = z
  .object({
    downPaymentPercent: bounded(financeBounds.downPaymentPercent, '%'),
    termMonths: bounded(financeBounds.termMonths, ' months').int('Whole months'),
    annualRatePercent: bounded(financeBounds.annualRatePercent, '%'),
  })
  .strict();
