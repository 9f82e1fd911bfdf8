import { Check, GitCompareArrows } from 'lucide-react';
import { maxComparedCars } from '#shared/reference/limits';
import { formatNumber } from '#shared/rules/format';
import { useFlashNote } from '../../../components/ui/flash-note';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { comparedCars, toggleCompared } from '../lib/compared-cars';

interface CompareToggleProps {
  carId: string;
  /**
   * `overlay`: a pill over a picture's corner (its word hidden on phones, where the picture is
   * narrow); `outline`: a bordered button on a page.
   */
  appearance: 'overlay' | 'outline';
  className?: string;
}

/** Chooses a car to compare, or takes it back; a fifth gets a short message instead. */
export function CompareToggle({ carId, appearance, className }: CompareToggleProps) {
  const { t, language } = useLanguage();
  const chosen = comparedCars.useItems().includes(carId);
  const flash = useFlashNote();
  const Icon = chosen ? Check : GitCompareArrows;
  const toggle = () => {
    if (!toggleCompared(carId)) {
      flash.show(
        t('compare.full', {
          count: maxComparedCars,
          max: formatNumber(maxComparedCars, language),
        }),
      );
    }
  };
  return (
    <>
      <button
        type="button"
        aria-pressed={chosen}
        onClick={toggle}
        className={cn(
          'inline-flex h-11 shrink-0 items-center justify-center gap-1.5 text-sm font-semibold transition-colors',
          appearance === 'outline' &&
            cn(
              'rounded-xl border px-4',
              chosen
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800',
            ),
          appearance === 'overlay' && 'group/compare min-w-11',
          className,
        )}
      >
        {appearance === 'overlay' ? (
          <span
            className={cn(
              'inline-flex h-8 items-center gap-1 rounded-full px-2 text-xs shadow-sm ring-1 sm:px-2.5',
              chosen
                ? 'bg-brand-700 text-white ring-brand-800'
                : 'bg-white/95 text-slate-800 ring-slate-900/5 group-hover/compare:bg-white',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{t('compare.toggle')}</span>
          </span>
        ) : (
          <>
            <Icon aria-hidden="true" className="size-4" />
            {t('compare.toggle')}
          </>
        )}
      </button>
      {flash.note}
    </>
  );
}
