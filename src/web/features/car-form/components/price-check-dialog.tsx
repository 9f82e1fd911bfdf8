import { useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { CircleAlert } from 'lucide-react';
import type { PriceGuide } from '#shared/schemas/car';
import type { PriceDoubt } from '#shared/rules/price-sense';
import { formatPrice } from '#shared/rules/format';
import { Button } from '../../../components/ui/button';
import { IconCircle } from '../../../components/ui/icon-circle';
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
 * (docs/decisions/116): the dealer confirms or goes back to fix it. Going back is the safe
 * answer, so it has the focus, and Escape or the backdrop choose it.
 */
export function PriceCheckDialog({
  price,
  doubt,
  guide,
  onConfirm,
  onBack,
}: PriceCheckDialogProps) {
  const { t, language } = useLanguage();
  const titleId = useId();
  const textId = useId();
  const amount = formatPrice(price, language);
  const range =
    guide && guide.low !== null && guide.high !== null
      ? t('carForm.priceCheck.range', {
          low: formatPrice(guide.low, language),
          high: formatPrice(guide.high, language),
        })
      : undefined;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onBack();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onBack]);

  return createPortal(
    <div className="fixed inset-0 z-50 grid place-items-center p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" onClick={onBack} />
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="relative w-full max-w-md rounded-3xl bg-white p-5 shadow-xl sm:p-6"
      >
        <IconCircle icon={CircleAlert} tone="danger" size="sm" className="mb-3" />
        <h2 id={titleId} className="text-lg font-extrabold text-slate-900">
          {t('carForm.priceCheck.title', { amount })}
        </h2>
        <div id={textId} className="mt-2 space-y-2 text-sm text-slate-600">
          <p>{t(`carForm.priceCheck.${doubt}`, { amount })}</p>
          {range && <p>{range}</p>}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onConfirm}>
            {t('carForm.priceCheck.confirm', { amount })}
          </Button>
          <Button autoFocus onClick={onBack}>
            {t('carForm.priceCheck.back')}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
