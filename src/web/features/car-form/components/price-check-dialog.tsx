import { CircleAlert } from 'lucide-react';
import type { PriceGuide } from '#shared/schemas/car';
import type { PriceDoubt } from '#shared/rules/price-sense';
import { formatPrice } from '#shared/rules/format';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLanguage } from '../../../lib/i18n';

interface PriceCheckDialogProps {
  price: number;
  doubt: PriceDoubt;
  /** What cars like it are listed for, when the guide knows. */
  guide: PriceGuide | undefined;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * "Is EGP 875 the right price?" before a car is saved at a price that looks like a slip
 * (docs/decisions/116): the dealer confirms or goes back to fix it, the safe answer.
 */
export function PriceCheckDialog({
  price,
  doubt,
  guide,
  onConfirm,
  onBack,
}: PriceCheckDialogProps) {
  const { t, language } = useLanguage();
  const amount = formatPrice(price, language);
  const range =
    guide && guide.low !== null && guide.high !== null
      ? t('carForm.priceCheck.range', {
          low: formatPrice(guide.low, language),
          high: formatPrice(guide.high, language),
        })
      : undefined;

  return (
    <ConfirmDialog
      icon={CircleAlert}
      title={t('carForm.priceCheck.title', { amount })}
      description={
        <>
          <p>{t(`carForm.priceCheck.${doubt}`, { amount })}</p>
          {range && <p>{range}</p>}
        </>
      }
      safe={{ label: t('carForm.priceCheck.back'), onChoose: onBack }}
      risky={{ label: t('carForm.priceCheck.confirm', { amount }), onChoose: onConfirm }}
      emphasis="safe"
    />
  );
}
