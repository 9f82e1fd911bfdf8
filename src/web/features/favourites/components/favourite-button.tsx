import { Heart } from 'lucide-react';
import { maxFavourites } from '#shared/reference/limits';
import { formatNumber } from '#shared/rules/format';
import type { Car } from '#shared/schemas/car';
import { useFlashNote } from '../../../components/ui/flash-note';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { useFavourites, type FavouriteProblem } from '../lib/use-favourites';

interface FavouriteButtonProps {
  car: Car;
  /** `overlay`: a white disc over a picture's corner; `outline`: a bordered square on a page. */
  appearance: 'overlay' | 'outline';
  className?: string;
}

/**
 * The heart that keeps a car in the favourites or lets it go, signed in or not. Its tap target
 * is 44 px whatever the disc drawn inside it.
 */
export function FavouriteButton({ car, appearance, className }: FavouriteButtonProps) {
  const { t, language } = useLanguage();
  const favourites = useFavourites();
  const flash = useFlashNote();
  const kept = favourites.isKept(car.id);
  const label = kept ? t('favourites.remove') : t('favourites.save');
  const problems: Record<FavouriteProblem, string> = {
    full: t('favourites.full', {
      count: maxFavourites,
      max: formatNumber(maxFavourites, language),
    }),
    gone: t('favourites.gone'),
    failed: t('favourites.failed'),
  };
  const toggle = async () => {
    const problem = await favourites.toggle(car);
    if (problem) flash.show(problems[problem]);
  };
  return (
    <>
      <button
        type="button"
        aria-pressed={kept}
        aria-label={label}
        title={label}
        onClick={() => void toggle()}
        className={cn(
          'group/heart grid size-11 shrink-0 place-items-center',
          appearance === 'outline' &&
            'rounded-xl border border-slate-300 bg-white transition-colors hover:border-rose-300 hover:bg-rose-50',
          className,
        )}
      >
        <span
          className={cn(
            'grid place-items-center rounded-full',
            appearance === 'overlay' &&
              'size-9 bg-white/95 shadow-sm ring-1 ring-slate-900/5 transition-transform group-hover/heart:scale-110',
          )}
        >
          <Heart
            aria-hidden="true"
            className={cn(
              'size-5 transition-colors',
              kept ? 'fill-rose-500 text-rose-500' : 'text-slate-700',
            )}
          />
        </span>
      </button>
      {flash.note}
    </>
  );
}
