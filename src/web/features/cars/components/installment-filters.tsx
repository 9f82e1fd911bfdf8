import { useId } from 'react';
import { downPaymentLimits, monthlyLimits } from '#shared/reference/finance';
import { formatNumber, formatPrice } from '#shared/rules/format';
import { useLanguage } from '../../../lib/i18n';
import { useRemoteConfig } from '../../../lib/remote-config';
import { useHydrated } from '../../../lib/use-hydrated';
import type { CarSearchState } from '../lib/car-search-params';
import type { OptionCount } from '../lib/facet-counts';
import { OptionChoice, type CheckOption } from './option-checklist';

type InstallmentField = 'downPaymentMax' | 'monthlyMax';

interface InstallmentFiltersProps {
  search: Pick<CarSearchState, InstallmentField>;
  counts: OptionCount;
  onChange: (changes: Partial<Pick<CarSearchState, InstallmentField>>) => void;
}

/**
 * "Down payment up to" and "Monthly installment up to" (docs/decisions/151): one limit of each or
 * none, like the price bands, each with how many cars it gives (the facets count them by limit);
 * limits without a car are left out unless chosen. A limit from the URL that is not one of the
 * offered ones stays shown, ticked, without a count.
 */
export function InstallmentFilters({ search, counts, onChange }: InstallmentFiltersProps) {
  const { t, language } = useLanguage();
  const hintId = useId();
  const options = (
    facet: 'downPayment' | 'monthly',
    limits: readonly number[],
    current: number | undefined,
  ): CheckOption[] => {
    const values =
      current === undefined || limits.includes(current)
        ? limits
        : [...limits, current].sort((a, b) => a - b);
    return (
      values
        .map((limit) => ({
          value: String(limit),
          label: formatPrice(limit, language),
          count: limits.includes(limit) ? counts(facet, String(limit)) : undefined,
        }))
        // Once counted, limits without a car are left out (unless chosen), as makes are: a
        // dimmed row would be hard to read, and a lower limit than the cheapest car says nothing.
        .filter((option) => option.count?.count !== 0 || option.value === String(current))
    );
  };
  const chosen = (value: number | undefined) => (value === undefined ? '' : String(value));
  const choose = (field: InstallmentField) => (value: string | undefined) =>
    onChange({ [field]: value === undefined ? undefined : Number(value) });

  return (
    <div className="grid gap-x-3 gap-y-2 sm:col-span-2 sm:grid-cols-2 lg:col-span-1 lg:grid-cols-1">
      <OptionChoice
        label={t('filters.downPaymentMax')}
        anyLabel={t('filters.any')}
        options={options('downPayment', downPaymentLimits, search.downPaymentMax)}
        chosen={chosen(search.downPaymentMax)}
        onChoose={choose('downPaymentMax')}
        describedBy={hintId}
      />
      <OptionChoice
        label={t('filters.monthlyMax')}
        anyLabel={t('filters.any')}
        options={options('monthly', monthlyLimits, search.monthlyMax)}
        chosen={chosen(search.monthlyMax)}
        onChoose={choose('monthlyMax')}
        describedBy={hintId}
      />
      <FinanceTermsHint id={hintId} />
    </div>
  );
}

/**
 * The terms the limits are worked out on. They may be kept in this browser and differ from the
 * server's, so they are written once the page has hydrated, in a place two lines high.
 */
function FinanceTermsHint({ id }: { id: string }) {
  const hydrated = useHydrated();
  return (
    <p id={id} className="min-h-8 text-xs leading-4 text-slate-500 sm:col-span-2 lg:col-span-1">
      {hydrated && <FinanceTerms />}
    </p>
  );
}

function FinanceTerms() {
  const { t, language } = useLanguage();
  const { finance } = useRemoteConfig();
  return t('filters.installmentTerms', {
    count: finance.termMonths,
    percent: formatNumber(finance.downPaymentPercent, language),
    months: formatNumber(finance.termMonths, language),
    rate: formatNumber(finance.annualRatePercent, language),
  });
}
