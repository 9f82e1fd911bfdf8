import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import type { Car } from '#shared/schemas/car';
import type { BuyerTools } from '../components/layout/buyer-tools';
import { paths } from '../config/paths';
import { CompareToggle } from '../features/compare/components/compare-toggle';
import { comparedCars } from '../features/compare/lib/compared-cars';
import { FavouriteButton } from '../features/favourites/components/favourite-button';
import { FavouritesLink } from '../features/favourites/components/favourites-link';
import { JoinFavouritesOnSignIn } from '../features/favourites/components/join-on-sign-in';

// The tray comes when a car is first chosen: most visits choose none, and the listings' first
// chunk is over its budget already (decision 103).
const ChosenCarsTray = lazy(() =>
  import('./chosen-cars-tray').then((module) => ({ default: module.ChosenCarsTray })),
);

function PageTools() {
  const ids = comparedCars.useItems();
  // /compare lays the cars out already: no tray over them.
  const onComparePage = useLocation().pathname === paths.compare.path;
  return (
    <>
      <JoinFavouritesOnSignIn />
      {ids.length > 0 && !onComparePage && (
        <Suspense fallback={null}>
          <ChosenCarsTray ids={ids} />
        </Suspense>
      )}
    </>
  );
}

/** The favourites and compare features, as the layout and every car card show them. */
export const buyerTools: BuyerTools = {
  FavouritesLink,
  PageTools,
  car: {
    Favourite: ({ car }: { car: Car }) => <FavouriteButton car={car} appearance="overlay" />,
    Compare: ({ car }: { car: Car }) => <CompareToggle carId={car.id} appearance="overlay" />,
  },
};
