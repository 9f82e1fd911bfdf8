import { lazy } from 'react';
import { Calculator, Landmark } from 'lucide-react';
import { formatNumber } from '#shared/rules/format';
import type { FinanceOffer } from '#shared/schemas/car';
import { ScriptCard } from '../../../components/ui/script-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../lib/i18n';

// The calculator and its checks (zod, through the shared finance schema) come in their own
// chunk, so the car page's own stays light. Its defaults are the configured terms, which this
// browser may keep and which may differ from the server's, so it comes after hydration (the
// server writes its place, of the same height).
const InstallmentCalculator = lazy(() =>
  import('./installment-calculator').then((module) => ({
    default: module.InstallmentCalculator,
  })),
);

/** The calculator's place while its chunk loads: the fields' and the result's heights. */
function InstallmentCalculatorSkeleton() {
  return (
    <div aria-hidden="true" className="mt-4 space-y-4">
      <Skeleton className="h-[7.5rem] rounded-xl" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-[5.75rem] rounded-xl" />
        <Skeleton className="h-[5.75rem] rounded-xl" />
      </div>
      <Skeleton className="h-[14.3125rem] rounded-xl" />
    </div>
  );
}

/**
 * "Installment calculator" (docs/decisions/139), beside the dealer's card on a car for sale: a down
 * payment (in percent or pounds), a term and a rate, and what they come to a month and in all.
 * The dealership's finance offer to start with, named by its provider in the stated
 * assumptions (docs/decisions/141); else the configured terms.
 */
export function InstallmentsCard({
  price,
  offer = null,
}: {
  price: number;
  offer?: FinanceOffer | null | undefined;
}) {
  const { t } = useLanguage();
  return (
    <ScriptCard
      icon={Calculator}
      title={t('installments.title')}
      intro={t('installments.intro')}
      skeleton={<InstallmentCalculatorSkeleton />}
      footer={<Assumptions offer={offer} />}
    >
      <InstallmentCalculator price={price} offer={offer} />
    </ScriptCard>
  );
}

/** What the calculator assumes; with an offer, whose it is and its terms first. */
function Assumptions({ offer }: { offer: FinanceOffer | null }) {
  const { t, language } = useLanguage();
  if (!offer) return <p className="mt-4 text-xs text-slate-500">{t('installments.assumptions')}</p>;
  return (
    <div className="mt-4 space-y-1 text-xs text-slate-500">
      <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-800">
        <Landmark aria-hidden="true" className="size-4 shrink-0" />
        <bdi className="min-w-0 break-words">
          {t('car.financeBy', { provider: offer.provider })}
        </bdi>
      </p>
      <p>
        {t('installments.offerTerms', {
          count: offer.termMonths,
          percent: formatNumber(offer.downPaymentPercent, language),
          months: formatNumber(offer.termMonths, language),
          rate: formatNumber(offer.annualRatePercent, language),
        })}
      </p>
      <p>{t('installments.offerAssumptions')}</p>
    </div>
  );
}
