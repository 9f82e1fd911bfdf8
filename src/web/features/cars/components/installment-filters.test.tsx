import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { downPaymentLimits, monthlyLimits } from '#shared/reference/finance';
import { facetNames, type CarFacets } from '#shared/schemas/car';
import { setLanguage } from '../../../lib/i18n';
import { beginHydration, endHydration } from '../../../lib/use-hydrated';
import { keepRemoteConfig, QueryWrapper } from '../../../testing/test-utils';
import type { CarSearchState } from '../lib/car-search-params';
import { optionCounts } from '../lib/facet-counts';
import { InstallmentFilters } from './installment-filters';

/** Every limit counted, the lowest of each with no car (left out, as the server does). */
const facets: CarFacets = {
  total: { count: 120, approximate: false },
  facets: {
    ...(Object.fromEntries(facetNames.map((name) => [name, []])) as unknown as CarFacets['facets']),
    downPayment: downPaymentLimits.slice(1).map((limit, index) => ({
      value: String(limit),
      count: 10 * (index + 1),
      approximate: false,
    })),
    monthly: monthlyLimits.slice(1).map((limit, index) => ({
      value: String(limit),
      count: 5 * (index + 1),
      approximate: false,
    })),
  },
};

type Limits = Pick<CarSearchState, 'downPaymentMax' | 'monthlyMax'>;

function Harness({ initial = {} }: { initial?: Limits }) {
  const [search, setSearch] = useState<Limits>(initial);
  return (
    <QueryWrapper>
      <InstallmentFilters
        search={search}
        counts={optionCounts(facets)}
        onChange={(changes) => setSearch({ ...search, ...changes })}
      />
      <output>{JSON.stringify(search)}</output>
    </QueryWrapper>
  );
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Limits;

describe('installment filters', () => {
  it('offers each limit with its count as one choice (radio buttons), or any', () => {
    keepRemoteConfig();
    render(<Harness />);
    const downPayment = within(screen.getByRole('group', { name: 'Down payment up to' }));
    expect(downPayment.queryAllByRole('checkbox')).toEqual([]);
    const [any, ...limits] = downPayment.getAllByRole('radio') as HTMLInputElement[];
    expect(any?.labels?.[0]?.textContent).toBe('Any');
    expect(any?.checked).toBe(true);
    // The lowest has no car: left out, as makes without a car are.
    expect(limits.map((box) => box.getAttribute('aria-label')?.replace(/\s/g, ' '))).toEqual(
      downPaymentLimits.slice(1).map((limit) => `EGP ${limit.toLocaleString('en')}`),
    );
    expect(limits[1]?.closest('label')?.textContent).toMatch(/20$/);

    fireEvent.click(downPayment.getByRole('radio', { name: /^EGP\s200,000$/ }));
    expect(shown()).toEqual({ downPaymentMax: 200_000 });
    fireEvent.click(downPayment.getByRole('radio', { name: /^EGP\s300,000$/ }));
    expect(shown()).toEqual({ downPaymentMax: 300_000 });
    expect(downPayment.getAllByRole('radio', { checked: true })).toHaveLength(1);
    fireEvent.click(downPayment.getByRole('radio', { name: 'Any' }));
    expect(shown()).toEqual({});

    const monthly = within(screen.getByRole('group', { name: 'Monthly installment up to' }));
    fireEvent.click(monthly.getByRole('radio', { name: /^EGP\s10,000$/ }));
    expect(shown()).toEqual({ monthlyMax: 10_000 });
  });

  it('keeps a chosen limit without a car, and one from the URL that is not offered', () => {
    keepRemoteConfig();
    render(<Harness initial={{ downPaymentMax: 50_000 }} />);
    const downPayment = within(screen.getByRole('group', { name: 'Down payment up to' }));
    const chosen = downPayment.getByRole('radio', { name: /^EGP\s50,000$/ });
    expect((chosen as HTMLInputElement).checked).toBe(true);
    expect(chosen.closest('label')?.textContent).toMatch(/0$/);
  });

  it('keeps a limit from the URL that is not offered, ticked, without a count', () => {
    keepRemoteConfig();
    render(<Harness initial={{ monthlyMax: 12_345 }} />);
    const monthly = within(screen.getByRole('group', { name: 'Monthly installment up to' }));
    const box = monthly.getByRole('radio', { name: /^EGP\s12,345$/ });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBeNull();
  });

  it('names the finance terms under them once the page has hydrated (they may be kept)', async () => {
    keepRemoteConfig({
      finance: { downPaymentPercent: 20, termMonths: 48, annualRatePercent: 18.5 },
    });
    beginHydration();
    try {
      render(<Harness />);
      const group = screen.getByRole('group', { name: 'Down payment up to' });
      const hint = document.getElementById(group.getAttribute('aria-describedby') ?? '');
      expect(hint?.textContent).toBe('');
      await act(async () => endHydration());
      expect(hint?.textContent).toBe(
        "On the market's usual finance terms: 20% down over 48 months at 18.5% a year.",
      );
    } finally {
      endHydration();
    }
  });

  it('speaks Arabic, with Latin digits', async () => {
    keepRemoteConfig();
    await setLanguage('ar');
    try {
      render(<Harness />);
      expect(screen.getByRole('group', { name: 'المقدم حتى' })).toBeTruthy();
      expect(screen.getByRole('group', { name: 'القسط الشهري حتى' })).toBeTruthy();
      expect(
        screen.getByText('بشروط التمويل المعتادة في السوق: مقدم 30% على 60 شهرًا بفائدة 22% سنويًا.'),
      ).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
});
