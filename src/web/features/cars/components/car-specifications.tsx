import type { Car } from '#shared/schemas/car';
import { specificationList } from '#shared/rules/specifications';
import { specificationLabels } from '../../../components/cars/car-labels';
import { useLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';

/** The car's specification list, exactly as the shared rule gives it. */
export function CarSpecifications({ car }: { car: Car }) {
  const { t, language, vehicleNames } = useLanguage();
  const label = specificationLabels(t);
  return (
    <dl className="divide-y divide-slate-100">
      {specificationList(car, language, vehicleNames).map(({ field, value }) => (
        <div
          key={field}
          className={cn(
            'grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-x-4 gap-y-1 py-3 sm:grid-cols-[11rem_minmax(0,1fr)]',
            field === 'description' && 'max-sm:grid-cols-1',
          )}
        >
          <dt className="text-sm text-slate-500">{label[field]}</dt>
          <dd
            dir={field === 'description' ? 'auto' : undefined}
            className={cn(
              'min-w-0 break-words text-slate-900',
              field === 'description' ? 'whitespace-pre-line text-slate-700' : 'font-semibold',
            )}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
