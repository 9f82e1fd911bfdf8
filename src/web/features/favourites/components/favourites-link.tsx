import { Link, useLocation } from 'react-router';
import { Heart } from 'lucide-react';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatNumber } from '#shared/rules/format';
import { useLanguage } from '../../../lib/i18n';
import { useFavourites } from '../lib/use-favourites';

/**
 * The way to /favourites from every page, with how many cars are kept: a heart in the header's
 * bar on computers, a line of the phone's menu.
 */
export function FavouritesLink({ place }: { place: 'bar' | 'menu' }) {
  const { t, language } = useLanguage();
  const { count } = useFavourites();
  const { pathname } = useLocation();
  const current = pathname === paths.favourites.path;
  const badge = count > 0 && (
    <span
      aria-hidden="true"
      className={cn(
        'grid h-5 min-w-5 place-items-center rounded-full bg-rose-500 px-1 text-[0.7rem] leading-none font-bold text-white',
        place === 'bar' && 'absolute -end-0.5 -top-0.5 ring-2 ring-white',
      )}
    >
      {formatNumber(count, language)}
    </span>
  );
  const label = count > 0 ? t('favourites.linkCount', { count }) : t('favourites.link');
  if (place === 'bar') {
    return (
      <Link
        to={paths.favourites.getHref()}
        aria-label={label}
        title={label}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'relative grid size-11 place-items-center rounded-xl border text-slate-700 transition-colors max-md:hidden',
          current
            ? 'border-brand-300 bg-brand-50 text-brand-800'
            : 'border-slate-200 hover:border-brand-400 hover:bg-brand-50',
        )}
      >
        <Heart aria-hidden="true" className="size-5" />
        {badge}
      </Link>
    );
  }
  return (
    <Link
      to={paths.favourites.getHref()}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'flex min-h-11 items-center gap-2 rounded-lg px-3 text-[0.95rem] font-semibold transition-colors',
        current
          ? 'bg-brand-50 text-brand-800'
          : 'text-slate-600 hover:bg-slate-100 hover:text-brand-800',
      )}
    >
      <Heart aria-hidden="true" className="size-4" />
      {t('favourites.link')}
      {badge}
    </Link>
  );
}
