import type { FairPrice, FairPriceLabel } from '#shared/schemas/car';
import { Badge } from '../ui/badge';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../lib/i18n';

/** Green for a good price, blue for a fair one, amber (a caution, not an alarm) for a high one. */
const tones: Record<FairPriceLabel, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  fair: 'bg-sky-50 text-sky-800 ring-sky-300',
  high: 'bg-amber-50 text-amber-900 ring-amber-300',
};

/** "Good price", "Fair price" or "High price" for a label of the fair-price band. */
export function FairPriceLabelBadge({
  label,
  className,
}: {
  label: FairPriceLabel;
  className?: string;
}) {
  const { t } = useLanguage();
  return (
    <Badge
      data-fair-price={label}
      className={cn('shrink-0 whitespace-nowrap', tones[label], className)}
    >
      {t(`car.fairPrice.${label}`)}
    </Badge>
  );
}

/**
 * A car's fair-price label; nothing when it has no band (too few comparable cars, or not on
 * sale): a car without one is never given a wrong one. It comes with the car, so the server
 * writes it.
 */
export function FairPriceBadge({
  fairPrice,
  className,
}: {
  fairPrice: FairPrice | null | undefined;
  className?: string;
}) {
  if (!fairPrice) return null;
  return <FairPriceLabelBadge label={fairPrice.label} className={className} />;
}
