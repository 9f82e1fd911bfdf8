import type { Car } from '#shared/schemas/car';
import type { PictureLoading } from '../../../components/cars/car-picture';
import { FairPriceBadge } from '../../../components/cars/fair-price-badge';
import { formatPrice } from '#shared/rules/format';
import { carTitle } from '#shared/rules/specifications';
import { useLanguage } from '../../../lib/i18n';
import { compactCar } from '../lib/compact-car';
import { CarFactList, CarHeadline, CarShowcase } from './car-summary';
import { MonthlyFrom } from './monthly-from';

const cardSizes = `(min-width: 1280px) 300px, (min-width: 640px) 45vw, ${compactCar.phoneSizes}`;

/** A car of the results, as a card or a row. */
export interface CarItemProps {
  car: Car;
  /** One below the heading the car sits under (2 right under the page title). */
  headingLevel: 2 | 3;
  /** When its picture is fetched: the first cars of a page at once. */
  pictureLoading?: PictureLoading;
}

/**
 * A car in the grid: showcase photo, title, price with its monthly installment, city and key
 * facts; a compact row on phones.
 */
export function CarCard({ car, headingLevel, pictureLoading = 'lazy' }: CarItemProps) {
  const { language, vehicleNames } = useLanguage();
  const title = carTitle(car, language, vehicleNames);
  return (
    <article className={`${compactCar.article} sm:flex-col`}>
      <CarShowcase
        car={car}
        title={title}
        sizes={cardSizes}
        loading={pictureLoading}
        className={`${compactCar.showcase} sm:w-auto`}
        pictureClassName={`${compactCar.picture} transition-transform duration-300`}
      />
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <CarHeadline
          car={car}
          title={title}
          headingLevel={headingLevel}
          headingClassName="line-clamp-1 text-sm font-bold text-slate-900 sm:line-clamp-2 sm:text-base"
        />
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-lg font-extrabold text-brand-700 sm:mt-2 sm:text-xl">
          {formatPrice(car.price, language)}
          {/* On phones the label sits on the picture: beside the price it would not fit. */}
          <FairPriceBadge fairPrice={car.fairPrice} className="max-sm:hidden" />
        </p>
        <MonthlyFrom car={car} />
        <CarFactList
          car={car}
          className={`mt-1 flex gap-x-4 text-sm text-slate-600 sm:mt-3 sm:grid sm:grid-cols-2 sm:gap-x-3 sm:gap-y-2 sm:border-t sm:border-slate-100 sm:pt-3 ${compactCar.facts}`}
          factClassName="flex min-w-0 items-center gap-1.5"
          truncate
        />
      </div>
    </article>
  );
}
