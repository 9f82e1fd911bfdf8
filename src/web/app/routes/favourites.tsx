import type { Favourite } from '#shared/schemas/buyer';
import { PageHeader } from '../../components/layout/page-header';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { useLanguage } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { useCarsByIds } from '../../features/cars/api/cars-by-ids';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import {
  FavouritesList,
  type FavouritesListProps,
} from '../../features/favourites/components/favourites-list';
import { KeepFavouritesNote } from '../../features/favourites/components/keep-favourites-note';
import { useFavourites } from '../../features/favourites/lib/use-favourites';
import { definePage, nothingToLoad } from '../page';

/** /favourites: this browser's list, so the server writes the page loading and the browser fills it in. */
export const favouritesPage = definePage({
  load: nothingToLoad,
  title: ({ t }) => t('favouritesPage.title'),
  head: (heads, context) => heads.ownListHead(context),
});

/**
 * The kept cars to list: the account's, or this browser's with their cars fetched by id (one
 * that is not found is gone). Loading while the server writes the page (it cannot know this
 * browser's list) and while a session is restored.
 */
function useFavouritesToList(): Omit<FavouritesListProps, 'actions'> {
  const hydrated = useHydrated();
  const { status } = useAuth();
  const favourites = useFavourites();
  const localIds = favourites.signedIn ? [] : favourites.local.map((item) => item.carId);
  const local = useCarsByIds(localIds);
  if (!hydrated || status === 'loading') {
    return { status: 'pending', favourites: [], onRetry: () => {} };
  }
  if (favourites.signedIn) {
    const { server } = favourites;
    return { status: server.status, favourites: server.favourites, onRetry: server.retry };
  }
  // A car kept meanwhile (another tab) is not gone while its answer is on its way.
  const waiting =
    local.status === 'pending' || (!local.settled && localIds.some((id) => !local.cars.has(id)));
  const list: Favourite[] = favourites.local.map((item) => ({
    ...item,
    car: local.cars.get(item.carId) ?? null,
  }));
  return {
    status: local.status === 'error' ? 'error' : waiting ? 'pending' : 'success',
    favourites: list,
    onRetry: local.retry,
  };
}

/** /favourites: the cars kept, signed in or not. */
export function FavouritesRoute() {
  const { t } = useLanguage();
  const list = useFavouritesToList();
  return (
    <>
      <PageHeader
        title={t('favouritesPage.title')}
        description={t('favouritesPage.description')}
        breadcrumbs={[{ label: t('nav.home'), to: paths.home.getHref() }]}
        active={t('favouritesPage.title')}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <KeepFavouritesNote />
        <FavouritesList
          {...list}
          actions={(car) => <CompareToggle carId={car.id} appearance="outline" />}
        />
      </div>
    </>
  );
}
