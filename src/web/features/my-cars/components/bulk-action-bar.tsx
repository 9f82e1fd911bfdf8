import { CheckCircle2, RotateCcw, Tag, Trash2, type LucideIcon } from 'lucide-react';
import { formatNumber } from '#shared/rules/format';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';

/** What the bar does to the chosen cars. */
export type BulkAction = 'price' | 'sold' | 'relist' | 'delete';

const actions: readonly { action: BulkAction; icon: LucideIcon }[] = [
  { action: 'price', icon: Tag },
  { action: 'sold', icon: CheckCircle2 },
  { action: 'relist', icon: RotateCcw },
  { action: 'delete', icon: Trash2 },
];

interface BulkActionBarProps {
  /** How many cars are chosen. */
  count: number;
  /** A change is on its way: the actions wait. */
  busy: boolean;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}

/**
 * The chosen cars' count and what may be done to them, kept at the bottom of the screen while
 * the list scrolls (and at the list's end once it is reached). On a phone it spans the screen,
 * its four actions side by side with the icon over the word, each a thumb's width.
 */
export function BulkActionBar({ count, busy, onAction, onClear }: BulkActionBarProps) {
  const { t, language } = useLanguage();
  const labels: Record<BulkAction, string> = {
    price: t('myCars.bulk.changePrice'),
    sold: t('myCars.bulk.markSold'),
    relist: t('myCars.bulk.relist'),
    delete: t('myCars.bulk.delete'),
  };
  return (
    <section
      aria-label={t('myCars.bulk.barLabel')}
      className="sticky bottom-0 z-20 -mx-4 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur sm:bottom-4 sm:mx-0 sm:rounded-2xl sm:border sm:p-3 sm:shadow-lg"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
        <div className="flex items-center justify-between gap-2 sm:justify-start">
          <p role="status" className="text-sm font-bold text-slate-900">
            {t('myCars.bulk.chosen', { count, formatted: formatNumber(count, language) })}
          </p>
          <Button variant="ghost" size="sm" onClick={onClear} className="text-brand-700!">
            {t('myCars.bulk.clear')}
          </Button>
        </div>
        <div className="grid grid-cols-4 gap-1 sm:ms-auto sm:flex sm:gap-2">
          {actions.map(({ action, icon: Icon }) => (
            <button
              key={action}
              type="button"
              disabled={busy}
              onClick={() => onAction(action)}
              className={cn(
                'flex min-h-14 min-w-0 flex-col items-center justify-start gap-1 rounded-xl px-1 py-1.5 text-center text-xs leading-tight font-semibold transition-colors disabled:cursor-not-allowed disabled:text-slate-400',
                'sm:min-h-9 sm:flex-row sm:justify-center sm:gap-1.5 sm:border sm:px-3 sm:py-0 sm:text-sm sm:whitespace-nowrap',
                action === 'delete'
                  ? 'text-red-700 hover:bg-red-50 sm:border-red-200'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-brand-800 sm:border-slate-300 sm:bg-white',
              )}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 sm:size-4" />
              {labels[action]}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
