import { ArrowRight } from 'lucide-react';
import { formatPrice } from '#shared/rules/format';
import { carTitle } from '#shared/rules/specifications';
import { useLanguage } from '../../../lib/i18n';
import type { CarItemProps } from './car-card';
import { CarFactList, CarHeadline, CarShowcase } from './car-summary';

const rowSizes = '(min-width: 640px) 288px, 100vw';

/** A car in the list view: photo at the start, details in the middle, price at the end. */
export function CarRow({ car, headingLevel, eager = false }: CarItemProps) {
  const { t, language, vehicleNames } = useLanguage();
  const title = carTitle(car, language, vehicleNames);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-200/70 transition-shadow hover:shadow-card-hover sm:flex-row">
      <CarShowcase
        car={car}
        title={title}
        sizes={rowSizes}
        eager={eager}
        className="sm:w-72 sm:shrink-0"
        pictureClassName="sm:h-full"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5 lg:flex-row lg:items-center lg:gap-6">
        <div className="min-w-0 flex-1">
          <CarHeadline
            car={car}
            title={title}
            headingLevel={headingLevel}
            headingClassName="truncate text-lg font-bold text-slate-900"
          />
          <CarFactList
            car={car}
            className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600"
            factClassName="flex items-center gap-1.5"
            truncate={false}
          />
          {car.description && (
            <p className="mt-3 line-clamp-2 text-sm text-slate-500">
              {/* Its own direction, but aligned with the page like the rest of the row. */}
              <span dir="auto">{car.description}</span>
            </p>
          )}
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3 lg:flex-col lg:items-end lg:border-t-0 lg:pt-0">
          <p className="text-xl font-extrabold whitespace-nowrap text-brand-700">
            {formatPrice(car.price, language)}
          </p>
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
            {t('car.viewDetails')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </span>
        </div>
      </div>
    </article>
  );
}
