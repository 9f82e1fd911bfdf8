import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/errors';
import { defaultFinanceTerms } from '#shared/reference/finance';
import type { FinanceOffer } from '#shared/schemas/car';
import { dealerFinanceOfferResponseSchema } from '#shared/schemas/dealer-finance';
import { setLanguage } from '../../../lib/i18n';
import {
  jsonResponse,
  keepRemoteConfig,
  mockApi,
  QueryWrapper,
  type ApiCall,
} from '../../../testing/test-utils';
import { FinanceOfferEditor } from './finance-offer-editor';

const path = '/api/v1/dealer/finance-offer';
const dealerId = 'dlr_nile';
const offer: FinanceOffer = {
  downPaymentPercent: 20,
  termMonths: 48,
  annualRatePercent: 22.5,
  provider: 'Nile Bank Auto',
};
const answer = (value: FinanceOffer | null) =>
  jsonResponse(dealerFinanceOfferResponseSchema, { dealerId, offer: value });

function renderEditor(stored: FinanceOffer | null, routes: Parameters<typeof mockApi>[0] = {}) {
  keepRemoteConfig({ finance: defaultFinanceTerms });
  localStorage.setItem('token', 'stored');
  const calls = mockApi({ [`GET ${path}`]: () => answer(stored), ...routes });
  render(
    <QueryWrapper>
      <FinanceOfferEditor />
    </QueryWrapper>,
  );
  return calls;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const fill = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

afterEach(() => localStorage.clear());

describe('the finance offer editor', () => {
  it('starts from the market terms and shows field errors from the shared schema, sending nothing', async () => {
    const calls = renderEditor(null);
    expect(await screen.findByText("Your cars show the market's usual terms.")).toBeTruthy();
    expect(field('Down payment (%)').value).toBe('30');
    expect(field('Term (months)').value).toBe('60');
    expect(field('Annual rate (%)').value).toBe('22');
    expect(field('Annual rate (%)').getAttribute('dir')).toBe('ltr');
    expect(field('Annual rate (%)').getAttribute('inputmode')).toBe('decimal');
    expect(screen.queryByRole('button', { name: 'Remove offer' })).toBeNull();

    fill('Down payment (%)', '101');
    fill('Term (months)', '130');
    fill('Annual rate (%)', '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save offer' }));

    expect(await screen.findByText('At most 100%')).toBeTruthy();
    expect(screen.getByText('At most 84 months')).toBeTruthy();
    expect(screen.getByText('At least 0%')).toBeTruthy();
    expect(screen.getByText("Enter the provider's name (2 to 80 characters)")).toBeTruthy();
    expect(field('Term (months)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please correct the fields marked below.')).toBeTruthy();

    fill('Term (months)', '36.5');
    fill('Down payment (%)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('Whole months only')).toBeTruthy();
    expect(screen.getByText('Enter a number')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it('saves the offer as numbers, reading Arabic-Indic digits and a decimal comma', async () => {
    const calls = renderEditor(null, { [`PUT ${path}`]: () => answer(offer) });
    await screen.findByText("Your cars show the market's usual terms.");
    fill('Provider name', 'Nile Bank Auto');
    fill('Down payment (%)', '٢٠');
    fill('Term (months)', '48');
    fill('Annual rate (%)', '22,5');
    fireEvent.click(screen.getByRole('button', { name: 'Save offer' }));

    expect(await screen.findByText('Finance offer saved. Your cars show it now.')).toBeTruthy();
    expect(puts(calls).map((call) => call.body)).toEqual([offer]);
    expect(screen.getByText('Finance by Nile Bank Auto')).toBeTruthy();
    expect(screen.getByText('20% down, 48 months at 22.5% a year')).toBeTruthy();
  });

  it('removes the offer, back to the market terms, and says why a refusal failed', async () => {
    const calls = renderEditor(offer, { [`DELETE ${path}`]: () => answer(null) });
    expect(await screen.findByText('Finance by Nile Bank Auto')).toBeTruthy();
    expect(field('Provider name').value).toBe('Nile Bank Auto');
    expect(field('Annual rate (%)').value).toBe('22.5');
    fireEvent.click(screen.getByRole('button', { name: 'Remove offer' }));
    expect(
      await screen.findByText("Offer removed. Your cars show the market's usual terms again."),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(field('Provider name').value).toBe('');
    expect(field('Down payment (%)').value).toBe('30');
  });

  it('shows a failed save in Arabic', async () => {
    await setLanguage('ar');
    try {
      renderEditor(null, {
        [`PUT ${path}`]: () =>
          jsonResponse(
            apiErrorSchema,
            { message: "Only the dealership's admins can set its finance offer" },
            403,
          ),
      });
      await screen.findByText('تظهر على سياراتك الشروط المعتادة في السوق.');
      fill('اسم جهة التمويل', 'بنك مصر');
      fireEvent.click(screen.getByRole('button', { name: 'حفظ العرض' }));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('تعذّر حفظ عرض التمويل. حاول مرة أخرى.')).toBeTruthy();
      fill('المدة (بالشهور)', '٩٠');
      fireEvent.click(screen.getByRole('button', { name: 'حفظ العرض' }));
      await waitFor(() => expect(screen.getByText('84 شهرًا على الأكثر')).toBeTruthy());
    } finally {
      await setLanguage('en');
    }
  });
});
