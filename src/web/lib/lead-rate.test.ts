import { describe, expect, it } from 'vitest';
import { formatLeadRate, leadRate } from './lead-rate';

describe('the view-to-lead rate', () => {
  it('is the percent of the views that became leads, to a tenth', () => {
    expect(leadRate(3, 40)).toBe(7.5);
    expect(leadRate(1, 3)).toBe(33.3);
    expect(leadRate(0, 12)).toBe(0);
  });

  it('is nothing without views, shown as a dash', () => {
    expect(leadRate(2, 0)).toBeNull();
    expect(formatLeadRate(2, 0, 'en')).toBe('—');
  });

  it('is shown with the percent sign in both languages, in Latin digits', () => {
    expect(formatLeadRate(3, 40, 'en')).toBe('7.5%');
    expect(formatLeadRate(1234, 10_000, 'ar')).toBe('12.3%');
  });
});
