import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '#shared/rules/format';
import { galleryPictures } from '#shared/rules/pictures';
import { carTitle } from '#shared/rules/specifications';
import { CarPicture } from '../../../components/cars/car-picture';
import { coverLinkClasses } from '../../../components/ui/cover-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n';
import { useCarsByIds } from '../api/cars-by-ids';
import { recentlyViewed } from '../lib/recently-viewed';
import { MonthlyFrom } from './monthly-from';

/**
 * The cars whose pages this browser opened last, newest first, as a row that scrolls sideways;
 * those gone since are skipped. Nothing at all without any (nor while the server writes the page,
 * which cannot know them): `frame` puts the row in its section, with its heading, only then.
 */
export function RecentlyViewed({ frame }: { frame: (row: ReactNode) => ReactNode }) {
  const { t, language, vehicleNames } = useLanguage();
  const ids = recentlyViewed.useItems();
  const { cars } = useCarsByIds(ids);
  const shown = ids.flatMap((id) => cars.get(id) ?? []);
  if (shown.length === 0) return null;
  return frame(
    <ul className="scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:gap-4 sm:px-6 lg:mx-0 lg:scroll-px-0 lg:px-0">
      {shown.map((car) => {
        const title = carTitle(car, language, vehicleNames);
        return (
          <li
            key={car.id}
            className="group relative w-40 shrink-0 snap-start overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-200/70 transition-shadow hover:shadow-card-hover sm:w-52"
          >
            <CarPicture
              picture={galleryPictures(car.pictures)[0]}
              alt={title}
              sizes="(min-width: 640px) 208px, 160px"
              noPictureLabel={t('car.noPicture')}
            />
            <div className="p-3">
              <h3 className="line-clamp-1 text-sm font-bold text-slate-900">
                <Link to={paths.carDetails.getHref(car.id)} className={coverLinkClasses}>
                  {title}
                </Link>
              </h3>
              <p
                className={
                  car.status === 'sold'
                    ? 'mt-0.5 font-extrabold text-slate-400 line-through'
                    : 'mt-0.5 font-extrabold text-brand-700'
                }
              >
                {formatPrice(car.price, language)}
              </p>
              <MonthlyFrom car={car} />
            </div>
          </li>
        );
      })}
    </ul>,
  );
}
