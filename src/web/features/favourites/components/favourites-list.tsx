import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Heart, Search, Trash2, TrendingDown } from 'lucide-react';
import type { Favourite } from '#shared/schemas/buyer';
import type { Car } from '#shared/schemas/car';
import { formatDate, formatNumber, formatPrice } from '#shared/rules/format';
import { galleryPictures } from '#shared/rules/pictures';
import { carTitle } from '#shared/rules/specifications';
import { CarPicture } from '../../../components/cars/car-picture';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { CityLine } from '../../../components/ui/city-line';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFlashNote } from '../../../components/ui/flash-note';
import { coverLinkClasses } from '../../../components/ui/cover-link';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { useFavourites } from '../lib/use-favourites';
import { FavouriteButton } from './favourite-button';

export interface FavouritesListProps {
  status: 'pending' | 'error' | 'success';
  /** Newest first; `car` null for a car that is gone. */
  favourites: readonly Favourite[];
  onRetry: () => void;
  /** What else a listed car's line offers (the app's: comparing it). */
  actions?: ((car: Car) => ReactNode) | undefined;
}

const item = 'flex overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-200/70';
const pictureFrame = 'w-32 shrink-0 self-stretch sm:w-44';

function FavouritesSkeleton() {
  return (
    <ul aria-busy="true" className="grid gap-4 lg:grid-cols-2">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className={item}>
          <Skeleton className="h-32 w-32 shrink-0 rounded-none sm:w-44" />
          <div className="flex-1 space-y-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6 w-1/2" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A car that is gone: nothing is known of it but when it was kept and at what price. */
function GoneItem({ favourite }: { favourite: Favourite }) {
  const { t, language } = useLanguage();
  const { remove } = useFavourites();
  const flash = useFlashNote();
  const onRemove = async () => {
    if (await remove(favourite.carId)) flash.show(t('favourites.failed'));
  };
  return (
    <li className={cn(item, 'bg-slate-50 text-slate-500')}>
      <CarPicture
        picture={undefined}
        alt=""
        sizes="176px"
        noPictureLabel={t('favouritesPage.goneTitle')}
        className={cn(pictureFrame, 'aspect-auto opacity-60')}
      />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1 p-3 sm:p-4">
        <Badge className="bg-slate-200 text-slate-700 ring-slate-300">
          {t('favouritesPage.gone')}
        </Badge>
        <h2 className="font-bold text-slate-600">{t('favouritesPage.goneTitle')}</h2>
        <p className="text-sm">
          {t('favouritesPage.savedAt', {
            date: formatDate(favourite.savedAt, language),
            price: formatPrice(favourite.savedPrice, language),
          })}
        </p>
        <button
          type="button"
          onClick={() => void onRemove()}
          className={cn(buttonClasses('outline', 'sm'), 'mt-auto')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('favouritesPage.remove')}
        </button>
        {flash.note}
      </div>
    </li>
  );
}

function ListedItem({
  favourite,
  car,
  actions,
}: {
  favourite: Favourite;
  car: Car;
  actions: FavouritesListProps['actions'];
}) {
  const { t, language, vehicleNames } = useLanguage();
  const title = carTitle(car, language, vehicleNames);
  const sold = car.status === 'sold';
  const dropped = !sold && car.price < favourite.savedPrice;
  return (
    <li className={cn(item, 'group relative transition-shadow hover:shadow-card-hover')}>
      <CarPicture
        picture={galleryPictures(car.pictures)[0]}
        alt={title}
        sizes="(min-width: 640px) 176px, 128px"
        noPictureLabel={t('car.noPicture')}
        className={cn(pictureFrame, 'aspect-auto min-h-32', sold && 'opacity-60 grayscale')}
      />
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <div className="flex flex-wrap gap-1.5 empty:hidden">
          {sold && (
            <Badge className="bg-rose-600 text-white ring-rose-700">
              {t('favouritesPage.sold')}
            </Badge>
          )}
          {dropped && (
            <Badge className="gap-1 bg-emerald-50 text-emerald-800 ring-emerald-200">
              <TrendingDown aria-hidden="true" className="size-3.5" />
              {t('favouritesPage.priceDropped')}
            </Badge>
          )}
        </div>
        <h2
          className={cn(
            'mt-1 line-clamp-2 text-sm font-bold sm:text-base',
            sold ? 'text-slate-500' : 'text-slate-900',
          )}
        >
          {/* The title's link covers the line; the buttons sit above it, beside it. */}
          <Link to={paths.carDetails.getHref(car.id)} className={cn('rounded', coverLinkClasses)}>
            {title}
          </Link>
        </h2>
        <CityLine city={car.city} />
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <span
            className={cn(
              'text-lg font-extrabold',
              sold ? 'text-slate-400 line-through' : 'text-brand-700',
            )}
          >
            {formatPrice(car.price, language)}
          </span>
          {dropped && (
            <span className="text-sm text-slate-500 line-through">
              {t('favouritesPage.was', { price: formatPrice(favourite.savedPrice, language) })}
            </span>
          )}
        </p>
        <div className="relative z-10 mt-auto flex flex-wrap items-center gap-2 pt-2">
          <FavouriteButton car={car} appearance="outline" />
          {actions?.(car)}
        </div>
      </div>
    </li>
  );
}

/** The favourites page's list: loading, failed, empty, or the kept cars with what changed. */
export function FavouritesList({ status, favourites, onRetry, actions }: FavouritesListProps) {
  const { t, language } = useLanguage();
  if (status === 'pending') return <FavouritesSkeleton />;
  if (status === 'error') return <ErrorFallback onRetry={onRetry} />;
  if (favourites.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title={t('favouritesPage.emptyTitle')}
        description={t('favouritesPage.emptyDescription')}
        action={
          <Link to={paths.carGrid.getHref()} className={buttonClasses('primary')}>
            <Search aria-hidden="true" className="size-4" />
            {t('favouritesPage.browse')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <p className="mb-4 text-sm font-semibold text-slate-600">
        {t('favouritesPage.count', {
          count: favourites.length,
          formatted: formatNumber(favourites.length, language),
        })}
      </p>
      <ul className="grid gap-4 lg:grid-cols-2">
        {favourites.map((favourite) =>
          favourite.car ? (
            <ListedItem
              key={favourite.carId}
              favourite={favourite}
              car={favourite.car}
              actions={actions}
            />
          ) : (
            <GoneItem key={favourite.carId} favourite={favourite} />
          ),
        )}
      </ul>
    </>
  );
}
