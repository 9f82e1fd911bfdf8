import type { Car } from '#shared/schemas/car';
import { useLanguage } from '../../../lib/i18n';
import { useSimilarCars } from '../api/similar-cars';
import { CarCard } from './car-card';
import { CarCardSkeleton } from './car-skeletons';

/** The server answers at most this many. */
const shownAtMost = 8;

/**
 * Cars for sale like `car`, closest first, as the server picks them (the same model, then the
 * same body style and price band, nearby cities first). Under every car's page: a buyer who
 * is comparing gets the others, and where the car has been sold, what is left.
 */
export function SimilarCars({ car }: { car: Car }) {
  const { t } = useLanguage();
  const { data, status } = useSimilarCars(car.id);
  const sold = car.status === 'sold';
  const similar = Object.values(data?.cars ?? {}).filter((other) => other.id !== car.id);
  // A failed call leaves the page as it is: the car itself is what was asked for. With none
  // to show, only a sold car's page says so (its notice points here).
  if (status === 'error' || (status === 'success' && similar.length === 0 && !sold)) return null;
  const grid = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-4';

  return (
    <section aria-labelledby="similar-cars-title">
      <h2 id="similar-cars-title" className="mb-4 text-xl font-bold text-slate-900">
        {t('carPage.similarTitle')}
      </h2>
      {status === 'pending' ? (
        <div aria-busy="true" className={grid}>
          {Array.from({ length: 4 }, (_, index) => (
            <CarCardSkeleton key={index} />
          ))}
        </div>
      ) : similar.length === 0 ? (
        <p className="text-slate-600">{t('carPage.similarNone')}</p>
      ) : (
        <ul className={grid}>
          {similar.slice(0, shownAtMost).map((other) => (
            <li key={other.id} className="flex flex-col [&>article]:flex-1">
              <CarCard car={other} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
