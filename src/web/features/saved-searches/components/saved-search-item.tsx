import { Link } from 'react-router';
import { ArrowRight, Pencil, Trash2 } from 'lucide-react';
import type { AlertFrequency, SavedSearch } from '#shared/schemas/buyer';
import { formatNumber } from '#shared/rules/format';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { frequencies } from '../lib/frequencies';
import { nameIsSummary } from '../lib/search-name';
import { listingHref } from '../lib/saved-search-query';

interface SavedSearchItemProps {
  search: SavedSearch;
  /** Its criteria in words. */
  summary: string;
  /** A rename or deletion of it is on its way. */
  busy: boolean;
  onShowCars: () => void;
  onChangeFrequency: (frequency: AlertFrequency) => void;
  onRename: () => void;
  onDelete: () => void;
}

/** One saved search: its name, new cars, criteria, alerts and actions; a card on a phone. */
export function SavedSearchItem({
  search,
  summary,
  busy,
  onShowCars,
  onChangeFrequency,
  onRename,
  onDelete,
}: SavedSearchItemProps) {
  const { t, language } = useLanguage();
  return (
    <li
      aria-busy={busy || undefined}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-5 lg:flex-row lg:items-center lg:gap-6"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="min-w-0 text-base font-bold break-words text-slate-900 sm:text-lg">
            <bdi>{search.name}</bdi>
          </h3>
          {search.newMatches > 0 && (
            <Badge className="bg-accent-100 text-accent-700 ring-accent-300">
              {t('savedSearches.newMatches', {
                count: search.newMatches,
                formatted: formatNumber(search.newMatches, language),
              })}
            </Badge>
          )}
        </div>
        {!nameIsSummary(search.name, summary) && (
          <p className="mt-1 text-sm text-slate-600">{summary}</p>
        )}
      </div>
      <div
        role="group"
        aria-label={t('savedSearches.actionsFor', { name: search.name })}
        className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-4 lg:shrink-0 lg:flex-nowrap lg:border-t-0 lg:pt-0"
      >
        <SelectField
          label={t('savedSearches.frequency.label')}
          className="w-full sm:w-44"
          value={search.frequency}
          options={frequencies.map((frequency) => ({
            value: frequency,
            label: t(`savedSearches.frequency.${frequency}`),
          }))}
          onChange={(event) => {
            const next = frequencies.find((frequency) => frequency === event.target.value);
            if (next) onChangeFrequency(next);
          }}
        />
        <Link
          to={listingHref(search.query)}
          onClick={onShowCars}
          className={cn(buttonClasses('primary'), 'max-sm:flex-1')}
        >
          {t('savedSearches.showCars')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
        <Button
          variant="outline"
          disabled={busy}
          onClick={onRename}
          aria-label={t('savedSearches.renameLabel', { name: search.name })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{t('savedSearches.rename')}</span>
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={onDelete}
          aria-label={t('savedSearches.deleteLabel', { name: search.name })}
          className="text-red-700! hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{t('savedSearches.delete')}</span>
        </Button>
      </div>
    </li>
  );
}
