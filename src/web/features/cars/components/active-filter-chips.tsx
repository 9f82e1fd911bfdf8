import { X } from 'lucide-react';
import { useLanguage } from '../../../lib/i18n';
import { activeFilters } from '../lib/active-filters';
import type { CarFilterField, CarSearchState } from '../lib/car-search-params';

interface ActiveFilterChipsProps {
  search: CarSearchState;
  onChange: (changes: Partial<Pick<CarSearchState, CarFilterField>>) => void;
  onClear: () => void;
}

/** The filters of the search as chips that remove themselves, and "Clear all"; none, nothing. */
export function ActiveFilterChips({ search, onChange, onClear }: ActiveFilterChipsProps) {
  const { t, language, vehicleNames } = useLanguage();
  const filters = activeFilters(search, t, language, vehicleNames);
  if (filters.length === 0) return null;
  // 44 px tall on phones (a thumb's target), the desktop's compact 36 px from `sm` up.
  const chip =
    'inline-flex h-11 items-center gap-1.5 rounded-full text-sm font-semibold transition-colors sm:h-9';
  // On a phone the chips stay on one line that scrolls sideways (to the screen's edges), so
  // three or four filters do not push the cars down by a line each.
  return (
    <ul
      aria-label={t('filters.active')}
      className="mb-4 flex items-center gap-2 max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:py-0.5 max-sm:whitespace-nowrap sm:flex-wrap"
    >
      {filters.map((filter) => (
        <li key={filter.id} className="shrink-0">
          <button
            type="button"
            aria-label={t('filters.remove', { name: filter.label })}
            onClick={() => onChange(filter.removal)}
            className={`${chip} border border-brand-200 bg-brand-50 ps-3.5 pe-2.5 text-brand-800 hover:border-brand-400 hover:bg-brand-100`}
          >
            {filter.label}
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
      <li className="shrink-0">
        <button
          type="button"
          onClick={onClear}
          className={`${chip} px-3 text-slate-600 underline-offset-4 hover:text-brand-800 hover:underline`}
        >
          {t('filters.clearAll')}
        </button>
      </li>
    </ul>
  );
}
