import { Link } from 'react-router';
import type { LeadCar, TeamPerson } from '#shared/schemas/lead';
import { carTitle } from '#shared/rules/specifications';
import { SelectField } from '../../../components/ui/select-field';
import { useLanguage } from '../../../lib/i18n';
import { leadKinds, leadStatuses } from '#shared/reference/leads';
import { unassigned } from '../lib/lead-rules';
import { hasLeadFilters, type LeadSearch } from '../lib/lead-search';
import { leadKindLabels, leadStatusLabels } from './lead-labels';

interface LeadFiltersProps {
  search: LeadSearch;
  /** The cars the leads are about (none until the first page is there). */
  cars: readonly LeadCar[];
  /** Whom leads may be assigned to; undefined for an employee, who filters by no one. */
  assignees: readonly TeamPerson[] | undefined;
  onChange: (changes: Partial<LeadSearch>) => void;
  /** The inbox without filters. */
  clearHref: string;
}

/** The inbox's filters: each change is a new address, so a filtered inbox can be shared. */
export function LeadFilters({ search, cars, assignees, onChange, clearHref }: LeadFiltersProps) {
  const { t, language, vehicleNames } = useLanguage();
  const statusLabels = leadStatusLabels(t);
  const kindLabels = leadKindLabels(t);
  // A shared address may name a car that has no lead for this user: it is kept, unnamed.
  const carOptions = cars.map((car) => ({
    value: car.id,
    label: carTitle(car, language, vehicleNames),
  }));
  if (search.carId && !cars.some((car) => car.id === search.carId)) {
    carOptions.push({ value: search.carId, label: t('leads.filters.otherCar') });
  }
  return (
    <div role="search" aria-label={t('leads.filters.label')} className="space-y-2">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SelectField
          label={t('leads.filters.car')}
          value={search.carId ?? ''}
          placeholder={t('leads.filters.allCars')}
          options={carOptions}
          onChange={(event) => onChange({ carId: event.target.value || undefined })}
        />
        <SelectField
          label={t('leads.filters.status')}
          value={search.status ?? ''}
          placeholder={t('leads.filters.allStatuses')}
          options={leadStatuses.map((status) => ({ value: status, label: statusLabels[status] }))}
          onChange={(event) =>
            onChange({ status: leadStatuses.find((status) => status === event.target.value) })
          }
        />
        {assignees && (
          <SelectField
            label={t('leads.filters.assignee')}
            value={search.assignee ?? ''}
            placeholder={t('leads.filters.everyone')}
            options={[
              { value: unassigned, label: t('leads.filters.unassigned') },
              ...assignees.map((person) => ({ value: person.id, label: person.name })),
            ]}
            onChange={(event) => onChange({ assignee: event.target.value || undefined })}
          />
        )}
        <SelectField
          label={t('leads.filters.kind')}
          value={search.kind ?? ''}
          placeholder={t('leads.filters.allKinds')}
          options={leadKinds.map((kind) => ({ value: kind, label: kindLabels[kind] }))}
          onChange={(event) =>
            onChange({ kind: leadKinds.find((kind) => kind === event.target.value) })
          }
        />
      </div>
      {hasLeadFilters(search) && (
        <Link
          to={clearHref}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline sm:min-h-0"
        >
          {t('leads.filters.clear')}
        </Link>
      )}
    </div>
  );
}
