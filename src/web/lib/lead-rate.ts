import type { Language } from '#shared/reference/types';
import { formatNumber } from '#shared/rules/format';

/**
 * The view-to-lead rate as a percent rounded to a tenth (3 leads of 40 views: 7.5), or null
 * without views, where a rate means nothing. Leads are inquiries and counted Call and WhatsApp
 * taps (docs/decisions/137); the insights and My Cars show it.
 */
export function leadRate(leads: number, views: number): number | null {
  if (views <= 0) return null;
  return Math.round((leads / views) * 1000) / 10;
}

/** The rate as shown: "7.5%" in the page's digits, or a dash without views. */
export function formatLeadRate(leads: number, views: number, language: Language): string {
  const rate = leadRate(leads, views);
  return rate === null ? '—' : `${formatNumber(rate, language)}%`;
}
