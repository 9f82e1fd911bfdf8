import { useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n';
import { useCarFacets } from '../api/car-facets';
import {
  activeFilterCount,
  clearCarFilters,
  toFacetsRequest,
  updateCarSearch,
  type CarSearchState,
} from '../lib/car-search-params';
import { countText } from '../lib/facet-counts';
import { CarFilterFields } from './car-filters';

/** The sheet's content, loaded and there only while it is open (so is its count query). */
export function SheetBody({
  titleId,
  initial,
  onApply,
  onClose,
}: {
  titleId: string;
  initial: CarSearchState;
  onApply: (search: CarSearchState) => void;
  onClose: () => void;
}) {
  const { t, language } = useLanguage();
  const [draft, setDraft] = useState(initial);
  // The facets the fields show count the cars of the edited filters too (one request).
  const total = useCarFacets(toFacetsRequest(draft)).data?.total;
  return (
    <div className="flex max-h-[inherit] min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 ps-5 pe-2 pt-2 pb-1">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {t('filters.title')}
        </h2>
        <button
          type="button"
          aria-label={t('filters.close')}
          onClick={onClose}
          className="grid size-11 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">
        <CarFilterFields
          search={draft}
          onChange={(changes) => setDraft(updateCarSearch(draft, changes))}
        />
      </div>
      <div className="flex items-center gap-3 border-t border-slate-200 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Button
          variant="ghost"
          disabled={activeFilterCount(draft) === 0}
          onClick={() => setDraft(clearCarFilters(draft))}
        >
          {t('filters.clearAll')}
        </Button>
        <Button variant="primary" className="flex-1" onClick={() => onApply(draft)}>
          {total
            ? t('filters.showCars', {
                count: total.count,
                formatted: countText(total, t, language),
              })
            : t('filters.showResults')}
        </Button>
      </div>
    </div>
  );
}
