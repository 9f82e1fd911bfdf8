import type { Car, FinanceOffer } from '#shared/schemas/car';
import { formatPrice } from '#shared/rules/format';
import { installmentPlan } from '#shared/rules/installments';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { useRemoteConfig } from '../../../lib/remote-config';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * "from EGP 12,345 / month" under a car's price: its installment on its dealership's
 * finance offer, named by its provider ("· Nile Bank", cut short when the line is full), else on
 * the configured finance terms. None for a sold car. The configured terms may be kept in this
 * browser and differ from the server's, so the amount comes only once the page has hydrated;
 * its line is there from the start, one line high, so nothing moves when it fills.
 */
export function MonthlyFrom({
  car,
  className = 'h-4 text-xs',
}: {
  car: Car;
  /** Its margin, and a height of one line of its text size (`h-4 text-xs`, the default). */
  className?: string;
}) {
  const hydrated = useHydrated();
  if (car.status === 'sold') return null;
  return (
    <p className={cn('truncate text-slate-500', className)}>
      {hydrated && <MonthlyAmount price={car.price} offer={car.financeOffer ?? null} />}
    </p>
  );
}

function MonthlyAmount({ price, offer }: { price: number; offer: FinanceOffer | null }) {
  const { t, language } = useLanguage();
  const { finance } = useRemoteConfig();
  const monthly = t('car.monthlyFrom', {
    price: formatPrice(installmentPlan(price, offer ?? finance).monthly, language),
  });
  if (!offer) return monthly;
  const label = t('car.financeBy', { provider: offer.provider });
  return (
    <>
      {monthly}
      <span className="text-slate-400" aria-hidden="true">
        {' · '}
      </span>
      {/* Cut short when the line is full: the whole name on hover. */}
      <bdi className="font-semibold text-brand-800" title={label}>
        {label}
      </bdi>
    </>
  );
}
