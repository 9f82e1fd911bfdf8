import type { Car } from '#shared/schemas/car';
import { formatPrice } from '#shared/rules/format';
import { installmentPlan } from '#shared/rules/installments';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { useRemoteConfig } from '../../../lib/remote-config';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * "from EGP 12,345 / month" under a car's price (issue 22): its installment on the configured
 * finance terms. None for a sold car. The terms may be kept in this browser and differ from the
 * server's, so the amount comes only once the page has hydrated; its line is there from the
 * start, one line high, so nothing moves when it fills.
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
      {hydrated && <MonthlyAmount price={car.price} />}
    </p>
  );
}

function MonthlyAmount({ price }: { price: number }) {
  const { t, language } = useLanguage();
  const { finance } = useRemoteConfig();
  return t('car.monthlyFrom', {
    price: formatPrice(installmentPlan(price, finance).monthly, language),
  });
}
