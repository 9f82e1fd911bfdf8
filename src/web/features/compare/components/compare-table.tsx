import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Check, X } from 'lucide-react';
import type { Car } from '#shared/schemas/car';
import { formatPrice } from '#shared/rules/format';
import { galleryPictures } from '#shared/rules/pictures';
import { carTitle } from '#shared/rules/specifications';
import { CarPicture } from '../../../components/cars/car-picture';
import { FairPriceBadge } from '../../../components/cars/fair-price-badge';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { compareRows, type CompareRow } from '../lib/compare-rows';

interface CompareTableProps {
  cars: readonly Car[];
  onRemove: (carId: string) => void;
}

// The names' column stays in view while the cars are swiped sideways on a phone: it needs a
// background of its own, the row's (marked or not).
const nameCell =
  'sticky start-0 z-10 w-24 border-e border-slate-200 px-3 py-2.5 text-start align-top text-xs font-semibold text-slate-600 sm:w-44 sm:px-4 sm:text-sm';
const valueCell = 'min-w-[7.5rem] px-3 py-2.5 align-top text-slate-900 sm:min-w-52 sm:px-4';

function RowValue({ value }: { value: CompareRow['values'][number] }) {
  if (typeof value === 'string')
    return value === '' ? <span className="text-slate-400">—</span> : value;
  if (value.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="space-y-1">
      {value.map((name) => (
        <li key={name} className="flex items-start gap-1.5">
          <Check aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-brand-600" />
          {name}
        </li>
      ))}
    </ul>
  );
}

function Rows({ title, rows, columns }: { title: string; rows: CompareRow[]; columns: number }) {
  const { t } = useLanguage();
  if (rows.length === 0) return null;
  return (
    <tbody>
      <tr>
        <th
          scope="colgroup"
          colSpan={columns + 1}
          className="bg-slate-100 px-0 py-2 text-start text-sm font-bold text-slate-900"
        >
          {/* The heading spans the swiped width; its words stay at the start of the screen. */}
          <span className="sticky start-0 inline-block px-3 sm:px-4">{title}</span>
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={row.key} data-differs={row.differs || undefined} className="group/row">
          <th
            scope="row"
            className={cn(
              nameCell,
              row.differs ? 'bg-amber-50 text-amber-900' : 'bg-white',
              'border-t border-slate-100',
            )}
          >
            <span className="flex items-start gap-1.5">
              {row.differs && (
                <span
                  aria-hidden="true"
                  className="mt-1.5 size-2 shrink-0 rounded-full bg-amber-500"
                />
              )}
              {row.label}
            </span>
            {row.differs && <span className="sr-only"> ({t('comparePage.differs')})</span>}
          </th>
          {row.values.map((value, index) => (
            <td
              key={index}
              className={cn(
                valueCell,
                'border-t border-slate-100',
                row.differs && 'bg-amber-50',
                typeof value === 'string' && 'font-semibold',
              )}
            >
              <RowValue value={value} />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/**
 * Cars side by side: a column each (picture, title, price, a way to take it out), then a row
 * per specification and per group of extras, the rows whose values differ marked. On a phone
 * the columns swipe sideways under the names, which stay.
 */
export function CompareTable({ cars, onRemove }: CompareTableProps) {
  const { t, language, vehicleNames } = useLanguage();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const checkboxId = useId();
  const sections = compareRows(cars, t, language, vehicleNames);
  const shown = (rows: CompareRow[]) =>
    onlyDifferences ? rows.filter((row) => row.differs) : rows;
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <span
            aria-hidden="true"
            className="size-3 rounded-sm bg-amber-200 ring-1 ring-amber-300"
          />
          {t('comparePage.legend')}
        </p>
        {cars.length > 1 && (
          <label
            htmlFor={checkboxId}
            className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-700"
          >
            <input
              id={checkboxId}
              type="checkbox"
              checked={onlyDifferences}
              onChange={(event) => setOnlyDifferences(event.target.checked)}
              className="size-5 rounded accent-brand-700"
            />
            {t('comparePage.onlyDifferences')}
          </label>
        )}
      </div>
      <div className="-mx-4 overflow-x-auto bg-white shadow-card ring-1 ring-slate-200/70 sm:mx-0 sm:rounded-2xl">
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{t('comparePage.caption')}</caption>
          <thead>
            <tr>
              <td className={cn(nameCell, 'bg-white')} />
              {cars.map((car) => {
                const title = carTitle(car, language, vehicleNames);
                const sold = car.status === 'sold';
                return (
                  <th
                    key={car.id}
                    scope="col"
                    className={cn(valueCell, 'py-3 text-start font-normal')}
                  >
                    <div className="relative">
                      <CarPicture
                        picture={galleryPictures(car.pictures)[0]}
                        alt=""
                        sizes="(min-width: 640px) 208px, 132px"
                        noPictureLabel={t('car.noPicture')}
                        className={cn('rounded-xl', sold && 'opacity-60 grayscale')}
                      />
                      <button
                        type="button"
                        onClick={() => onRemove(car.id)}
                        aria-label={t('compare.remove', { car: title })}
                        title={t('compare.remove', { car: title })}
                        className="absolute -end-1 -top-1 grid size-11 place-items-center"
                      >
                        <span className="grid size-8 place-items-center rounded-full bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-900/10 hover:text-rose-700">
                          <X aria-hidden="true" className="size-4" />
                        </span>
                      </button>
                      {sold && (
                        <Badge className="absolute start-2 bottom-2 bg-rose-600 text-white ring-rose-700">
                          {t('comparePage.sold')}
                        </Badge>
                      )}
                    </div>
                    <Link
                      to={paths.carDetails.getHref(car.id)}
                      className="mt-2 line-clamp-2 font-bold text-slate-900 hover:text-brand-800 hover:underline sm:text-base"
                    >
                      {title}
                    </Link>
                    <p
                      className={cn(
                        'mt-0.5 font-extrabold',
                        sold ? 'text-slate-400 line-through' : 'text-brand-700 sm:text-lg',
                      )}
                    >
                      {formatPrice(car.price, language)}
                    </p>
                    <FairPriceBadge fairPrice={car.fairPrice} className="mt-1" />
                  </th>
                );
              })}
            </tr>
          </thead>
          <Rows
            title={t('carPage.specifications')}
            rows={shown(sections.specifications)}
            columns={cars.length}
          />
          <Rows title={t('carPage.extras')} rows={shown(sections.extras)} columns={cars.length} />
        </table>
      </div>
    </div>
  );
}
