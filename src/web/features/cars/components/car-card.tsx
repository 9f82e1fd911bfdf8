import type { Car } from '#shared/schemas/car';
import { formatPrice } from '#shared/rules/format';
import { carTitle } from '#shared/rules/specifications';
import { useLanguage } from '../../../lib/i18n';
import { CarFactList, CarHeadline, CarShowcase } from './car-summary';

const cardSizes = '(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw';

/** A car in the grid: showcase photo, title, price, city and key facts. */
export interface CarItemProps {
  car: Car;
  /** One below the heading the car sits under (2 right under the page title). */
  headingLevel: 2 | 3;
  /** Load its picture at once (the first cars of a page). */
  eager?: boolean;
}

export function CarCard({ car, headingLevel, eager = false }: CarItemProps) {
  const { language, vehicleNames } = useLanguage();
  const title = carTitle(car, language, vehicleNames);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-200/70 transition-shadow hover:shadow-card-hover">
      <CarShowcase
        car={car}
        title={title}
        sizes={cardSizes}
        eager={eager}
        pictureClassName="transition-transform duration-300"
      />
      <div className="flex flex-1 flex-col p-4">
        <CarHeadline
          car={car}
          title={title}
          headingLevel={headingLevel}
          headingClassName="line-clamp-2 text-base font-bold text-slate-900"
        />
        <p className="mt-2 text-xl font-extrabold text-brand-700">
          {formatPrice(car.price, language)}
        </p>
        <CarFactList
          car={car}
          className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 border-t border-slate-100 pt-3 text-sm text-slate-600"
          factClassName="flex min-w-0 items-center gap-1.5"
          truncate
        />
      </div>
    </article>
  );
}
