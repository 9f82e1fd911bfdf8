import type { TFunction } from 'i18next';
import type { Car } from '#shared/schemas/car';
import { specificationList, type SpecificationField } from '#shared/rules/specifications';
import { useLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';

const labels = (t: TFunction): Record<SpecificationField, string> => ({
  make: t('spec.make'),
  model: t('spec.model'),
  year: t('spec.year'),
  mileage: t('spec.mileage'),
  capacity: t('spec.capacity'),
  condition: t('spec.condition'),
  totalOwners: t('spec.totalOwners'),
  transmission: t('spec.transmission'),
  description: t('spec.description'),
  location: t('spec.location'),
  fuel: t('spec.fuel'),
});

/** The car display specification list of spec section 2, exactly as the shared rule gives it. */
export function CarSpecifications({ car }: { car: Car }) {
  const { t, language, vehicleNames } = useLanguage();
  const label = labels(t);
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
