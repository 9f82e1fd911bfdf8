import { lazy } from 'react';
import { Calculator } from 'lucide-react';
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
 * "Installment calculator" (issue 22), beside the dealer's card on a car for sale: a down
 * payment (in percent or pounds), a term and a rate, the configured terms to start with, and
 * what they come to a month and in all.
 */
export function InstallmentsCard({ price }: { price: number }) {
  const { t } = useLanguage();
  return (
    <ScriptCard
      icon={Calculator}
      title={t('installments.title')}
      intro={t('installments.intro')}
      skeleton={<InstallmentCalculatorSkeleton />}
      footer={<p className="mt-4 text-xs text-slate-500">{t('installments.assumptions')}</p>}
    >
      <InstallmentCalculator price={price} />
    </ScriptCard>
  );
}
