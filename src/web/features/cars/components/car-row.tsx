import { ArrowRight } from 'lucide-react';
import { formatPrice } from '#shared/rules/format';
import { FairPriceBadge } from '../../../components/cars/fair-price-badge';
import { carTitle } from '#shared/rules/specifications';
import { useLanguage } from '../../../lib/i18n';
import { compactCar } from '../lib/compact-car';
import type { CarItemProps } from './car-card';
import { CarFactList, CarHeadline, CarShowcase } from './car-summary';
import { MonthlyFrom } from './monthly-from';

const rowSizes = `(min-width: 640px) 288px, ${compactCar.phoneSizes}`;

/**
 * A car in the list view: photo at the start, details in the middle, price at the end; on
 * phones the same compact row as the grid's cards.
 */
export function CarRow({ car, headingLevel, pictureLoading = 'lazy' }: CarItemProps) {
  const { t, language, vehicleNames } = useLanguage();
  const title = carTitle(car, language, vehicleNames);
  return (
    <article className={compactCar.article}>
      <CarShowcase
        car={car}
        title={title}
        sizes={rowSizes}
        loading={pictureLoading}
        className={`${compactCar.showcase} sm:w-72`}
        // As tall as the row, at least 3:2 of its width: a fixed 3:2 frame as tall as a row made
        // taller by its text (a finance offer's long line wraps the facts) would be wider than
        // its column and cover the text beside it.
        pictureClassName={`${compactCar.picture} sm:aspect-auto sm:h-full sm:min-h-48`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:gap-3 sm:p-5 lg:flex-row lg:items-center lg:gap-6">
        <div className="min-w-0 flex-1">
          <CarHeadline
            car={car}
            title={title}
            headingLevel={headingLevel}
            headingClassName="truncate text-sm font-bold text-slate-900 sm:text-lg"
          />
          <CarFactList
            car={car}
            className={`flex flex-wrap gap-x-3 gap-y-2 text-sm text-slate-600 mt-1 sm:mt-3 sm:gap-x-5 ${compactCar.facts}`}
            factClassName="flex items-center gap-1.5"
            truncate={false}
          />
          {car.description && (
            <p className="mt-3 line-clamp-2 text-sm text-slate-500 max-sm:hidden">
              {/* Its own direction, but aligned with the page like the rest of the row. */}
              <span dir="auto">{car.description}</span>
            </p>
          )}
        </div>
        <div className="flex items-center justify-between gap-3 sm:border-t sm:border-slate-100 sm:pt-3 lg:flex-col lg:items-end lg:border-t-0 lg:pt-0">
          <div className="min-w-0 lg:text-end">
            <p className="flex items-center gap-2 text-lg font-extrabold whitespace-nowrap text-brand-700 sm:text-xl lg:justify-end">
              {formatPrice(car.price, language)}
              {/* On phones the label sits on the picture: beside the price it would not fit. */}
              <FairPriceBadge fairPrice={car.fairPrice} className="max-sm:hidden" />
            </p>
            <MonthlyFrom car={car} />
          </div>
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline max-sm:hidden">
            {t('car.viewDetails')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </span>
        </div>
      </div>
    </article>
  );
}
