import { useQueries } from '@tanstack/react-query';
import type { Car, CarSearchInput } from '#shared/schemas/car';
import { useLanguage } from '../../../lib/i18n';
import { searchCarsQueryOptions } from '../api/search-cars';
import { CarCard } from './car-card';
import { CarCardSkeleton } from './car-skeletons';

const shown = 4;

/**
 * Cars for sale like `car`: of the same make first, then of the same body style, newest first
 * (the search answers only cars on sale). Offered where `car` can no longer be bought.
 */
export function SimilarCars({ car }: { car: Car }) {
  const { t } = useLanguage();
  // One more than shown, since `car` itself may be among them (while it is still for sale).
  const requests: CarSearchInput[] = [
    { make: car.make, pageSize: shown + 1 },
    { bodyStyle: car.bodyStyle, pageSize: shown + 1 },
  ];
  const searches = useQueries({
    queries: requests.map((request) => searchCarsQueryOptions(request)),
  });
  const grid = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-4';
  const pending = searches.some((search) => search.isPending);
  const similar = new Map<string, Car>();
  for (const search of searches) {
    for (const other of Object.values(search.data?.cars ?? {})) {
      if (other.id !== car.id && similar.size < shown) similar.set(other.id, other);
    }
  }
  // Both searches failing leaves the page as it is: the car itself is what was asked for.
  if (!pending && similar.size === 0 && searches.every((search) => search.isError)) return null;

  return (
    <section aria-labelledby="similar-cars-title">
      <h2 id="similar-cars-title" className="mb-4 text-xl font-bold text-slate-900">
        {t('carPage.similarTitle')}
      </h2>
      {pending ? (
        <div aria-busy="true" className={grid}>
          {Array.from({ length: shown }, (_, index) => (
            <CarCardSkeleton key={index} />
          ))}
        </div>
      ) : similar.size === 0 ? (
        <p className="text-slate-600">{t('carPage.similarNone')}</p>
      ) : (
        <ul className={grid}>
          {[...similar.values()].map((other) => (
            <li key={other.id} className="flex flex-col [&>article]:flex-1">
              <CarCard car={other} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
