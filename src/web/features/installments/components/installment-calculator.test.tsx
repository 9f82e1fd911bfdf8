import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultFinanceTerms } from '#shared/reference/finance';
import { formatPrice } from '#shared/rules/format';
import { installmentPlan, type InstallmentPlan } from '#shared/rules/installments';
import { setLanguage } from '../../../lib/i18n';
import { keepRemoteConfig, mockApi, QueryWrapper } from '../../../testing/test-utils';
import { InstallmentsCard } from './installments-card';

// The lazily loaded calculator, compiled once up front so that no test waits for it.
beforeAll(async () => {
  await import('./installment-calculator');
});

const price = 1_000_000;

async function renderCalculator(carPrice = price) {
  mockApi({});
  render(
    <QueryWrapper>
      <InstallmentsCard price={carPrice} />
    </QueryWrapper>,
  );
  const region = screen.getByRole('region', { name: 'Installment calculator' });
  await within(region).findByRole('textbox', { name: 'Term (months)' });
  return region;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

/** The amount the result shows beside `label`. */
const result = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

function expectPlan(region: HTMLElement, plan: InstallmentPlan) {
  const egp = (amount: number) => formatPrice(amount, 'en');
  expect(result(region, 'Monthly installment')).toBe(egp(plan.monthly));
  expect(result(region, 'Down payment')).toBe(egp(plan.downPayment));
  expect(result(region, 'Amount financed')).toBe(egp(plan.financed));
  expect(result(region, 'Total paid')).toBe(egp(plan.totalPaid));
  expect(result(region, 'Total interest')).toBe(egp(plan.interest));
}

function expectNoPlan(region: HTMLElement) {
  expect(result(region, 'Monthly installment')).toBe('—');
  expect(result(region, 'Total paid')).toBe('—');
  expect(within(region).getByText('Correct the fields above to see the installment.')).toBeTruthy();
}

describe('the installment calculator', () => {
  it('starts from the configured terms and shows the plan they come to, with what it assumes', async () => {
    keepRemoteConfig({ finance: defaultFinanceTerms });
    const region = await renderCalculator();
    expect(field('Down payment (%)').value).toBe('30');
    expect(field('Term (months)').value).toBe('60');
    expect(field('Annual rate (%)').value).toBe('22');
    expect(
      (screen.getByRole('radio', { name: 'Percent of the price' }) as HTMLInputElement).checked,
    ).toBe(true);

    const plan = installmentPlan(price, defaultFinanceTerms);
    expect(plan.monthly).toBe(19_334);
    expectPlan(region, plan);
    expect(region.textContent).toContain('for 60 months');
    expect(region.textContent).toContain('Rate on the reducing balance');

    // Live, as the fields change.
    type('Term (months)', '36');
    type('Annual rate (%)', '19.5');
    expectPlan(
      region,
      installmentPlan(price, { downPaymentPercent: 30, termMonths: 36, annualRatePercent: 19.5 }),
    );
  });

  it('takes the terms the server configured as its defaults', async () => {
    const finance = { downPaymentPercent: 20, termMonths: 48, annualRatePercent: 18 };
    keepRemoteConfig({ finance });
    const region = await renderCalculator(875_000);
    expect(field('Down payment (%)').value).toBe('20');
    expect(field('Term (months)').value).toBe('48');
    expect(field('Annual rate (%)').value).toBe('18');
    expectPlan(region, installmentPlan(875_000, finance));
  });

  it("starts from the dealer's finance offer and names its provider in what it assumes", async () => {
    keepRemoteConfig({ finance: defaultFinanceTerms });
    mockApi({});
    const offer = {
      downPaymentPercent: 10,
      termMonths: 84,
      annualRatePercent: 19.5,
      provider: 'Nile Bank Auto',
    };
    render(
      <QueryWrapper>
        <InstallmentsCard price={price} offer={offer} />
      </QueryWrapper>,
    );
    const region = screen.getByRole('region', { name: 'Installment calculator' });
    await within(region).findByRole('textbox', { name: 'Term (months)' });
    expect(field('Down payment (%)').value).toBe('10');
    expect(field('Term (months)').value).toBe('84');
    expect(field('Annual rate (%)').value).toBe('19.5');
    expectPlan(region, installmentPlan(price, offer));
    expect(within(region).getByText('Finance by Nile Bank Auto')).toBeTruthy();
    expect(region.textContent).toContain(
      "The dealer's programme: 10% down over 84 months at 19.5% a year.",
    );
  });

  it('switches the down payment to an amount in pounds and back', async () => {
    keepRemoteConfig({ finance: defaultFinanceTerms });
    const region = await renderCalculator();
    fireEvent.click(screen.getByRole('radio', { name: 'Amount in pounds' }));
    expect(field('Down payment (EGP)').value).toBe('300,000');
    expect(within(region).getByText('Up to the price, EGP 1,000,000')).toBeTruthy();
    expectPlan(region, installmentPlan(price, defaultFinanceTerms));

    type('Down payment (EGP)', '250,000');
    expectPlan(region, installmentPlan(price, defaultFinanceTerms, 250_000));
    type('Down payment (EGP)', '400 ألف');
    expect(result(region, 'Down payment')).toBe(formatPrice(400_000, 'en'));

    type('Down payment (EGP)', '1,200,000');
    expect(within(region).getByText('At most the price, EGP 1,000,000')).toBeTruthy();
    expect(field('Down payment (EGP)').getAttribute('aria-invalid')).toBe('true');
    expectNoPlan(region);

    type('Down payment (EGP)', '250000');
    fireEvent.click(screen.getByRole('radio', { name: 'Percent of the price' }));
    expect(field('Down payment (%)').value).toBe('25');
    expectPlan(region, installmentPlan(price, { ...defaultFinanceTerms, downPaymentPercent: 25 }));
  });

  it('shows an error and no result for terms out of bounds', async () => {
    keepRemoteConfig({ finance: defaultFinanceTerms });
    const region = await renderCalculator();

    type('Down payment (%)', '120');
    expect(within(region).getByText('At most 100%')).toBeTruthy();
    const downPayment = field('Down payment (%)');
    expect(downPayment.getAttribute('aria-invalid')).toBe('true');
    expect(downPayment.getAttribute('aria-describedby')).toContain(
      within(region).getByText('At most 100%').id,
    );
    expectNoPlan(region);
    type('Down payment (%)', '-5');
    expect(within(region).getByText('At least 0%')).toBeTruthy();
    type('Down payment (%)', '30');
    expect(downPayment.getAttribute('aria-invalid')).toBeNull();

    type('Term (months)', '96');
    expect(within(region).getByText('At most 84 months')).toBeTruthy();
    expect(field('Term (months)').getAttribute('aria-invalid')).toBe('true');
    expectNoPlan(region);
    type('Term (months)', '6');
    expect(within(region).getByText('At least 12 months')).toBeTruthy();
    type('Term (months)', '36.5');
    expect(within(region).getByText('Whole months only')).toBeTruthy();
    type('Term (months)', '');
    expect(within(region).getByText('Enter a number')).toBeTruthy();
    type('Term (months)', '60');

    type('Annual rate (%)', '61');
    expect(within(region).getByText('At most 60%')).toBeTruthy();
    expectNoPlan(region);
    type('Annual rate (%)', '0');
    expectPlan(region, installmentPlan(price, { ...defaultFinanceTerms, annualRatePercent: 0 }));
  });

  it('speaks Arabic and reads Arabic-Indic digits, with Latin ones in its amounts', async () => {
    keepRemoteConfig({ finance: defaultFinanceTerms });
    await setLanguage('ar');
    try {
      mockApi({});
      render(
        <QueryWrapper>
          <InstallmentsCard price={price} />
        </QueryWrapper>,
      );
      const region = screen.getByRole('region', { name: 'حاسبة التقسيط' });
      const term = await within(region).findByRole('textbox', { name: 'المدة (بالشهور)' });
      fireEvent.change(term, { target: { value: '٣٦' } });
      const monthly = within(region).getByText('القسط الشهري', { selector: 'dt' });
      const plan = installmentPlan(price, { ...defaultFinanceTerms, termMonths: 36 });
      expect(monthly.nextElementSibling?.textContent).toBe(formatPrice(plan.monthly, 'ar'));
      expect(monthly.nextElementSibling?.textContent).toMatch(/^[^\u0660-\u0669]+$/);

      fireEvent.change(within(region).getByRole('textbox', { name: 'المقدم (%)' }), {
        target: { value: '١٢٠' },
      });
      expect(within(region).getByText('100% على الأكثر')).toBeTruthy();
      fireEvent.click(within(region).getByRole('radio', { name: 'مبلغ بالجنيه' }));
      expect(within(region).getByRole('textbox', { name: 'المقدم (ج.م)' })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
});
