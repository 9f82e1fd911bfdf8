import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultFinanceTerms } from '#shared/reference/finance';
import { formatPrice } from '#shared/rules/format';
import { installmentPlan } from '#shared/rules/installments';
import type { FinanceOffer } from '#shared/schemas/car';
import { setLanguage } from '../../../lib/i18n';
import { buildCar } from '../../../testing/data-generators';
import { keepRemoteConfig, mockApi, QueryWrapper } from '../../../testing/test-utils';
import { MonthlyFrom } from './monthly-from';

const offer: FinanceOffer = {
  downPaymentPercent: 10,
  termMonths: 84,
  annualRatePercent: 19.5,
  provider: 'Nile Bank Auto',
};

function renderLine(financeOffer: FinanceOffer | null) {
  keepRemoteConfig({ finance: defaultFinanceTerms });
  mockApi({});
  const { container } = render(
    <QueryWrapper>
      <MonthlyFrom car={buildCar({ price: 1_000_000, financeOffer })} />
    </QueryWrapper>,
  );
  return container.querySelector('p')?.textContent?.replace(/\s/g, ' ');
}

const monthly = (terms: typeof defaultFinanceTerms, language: 'en' | 'ar' = 'en') =>
  formatPrice(installmentPlan(1_000_000, terms).monthly, language).replace(/\s/g, ' ');

describe('"from EGP … / month" with a dealer\'s finance offer', () => {
  it("uses the dealer's offer and names its provider", () => {
    const text = renderLine(offer);
    expect(monthly(offer)).not.toBe(monthly(defaultFinanceTerms));
    expect(text).toBe(`from ${monthly(offer)} / month · Finance by Nile Bank Auto`);
  });

  it('uses the configured terms, with no provider, when the dealer has none', () => {
    expect(renderLine(null)).toBe(`from ${monthly(defaultFinanceTerms)} / month`);
  });

  it('speaks Arabic, with Latin digits', async () => {
    await setLanguage('ar');
    try {
      const text = renderLine(offer);
      expect(text).toBe(`من ${monthly(offer, 'ar')} / شهريًا · تمويل من Nile Bank Auto`);
      expect(text).toMatch(/^[^\u0660-\u0669]+$/);
    } finally {
      await setLanguage('en');
    }
  });
});
