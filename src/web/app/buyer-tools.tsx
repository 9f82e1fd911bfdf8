import { lazy, Suspense } from 'react';
import { matchPath, useLocation } from 'react-router';
import { landingRoutes } from '#shared/rules/landing-pages';
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

/**
 * The pages where cars are chosen to compare, and so where the tray of the chosen ones shows:
 * the listings and their landing pages, a car's page, and the pages that list cars with the
 * same toggle (the home page's latest cars, a dealer's cars, the favourites). Not /compare,
 * which lays them out already, nor sign-in, the account screens or the dealers' directory,
 * where it would only cover the page.
 */
const carPages: readonly string[] = [
  paths.home.path,
  paths.carGrid.path,
  paths.carList.path,
  ...Object.values(landingRoutes),
  paths.carDetails.path,
  paths.dealer.path,
  paths.favourites.path,
];

function PageTools() {
  const ids = comparedCars.useItems();
  const { pathname } = useLocation();
  const choosingCars = carPages.some((pattern) => matchPath(pattern, pathname));
  return (
    <>
      <JoinFavouritesOnSignIn />
      {ids.length > 0 && choosingCars && (
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
