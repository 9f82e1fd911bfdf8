import { formatNumber } from '#shared/rules/format';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useLanguage } from '../../../lib/i18n';
import { isChosen, type CarSelection } from '../lib/car-selection';

interface SelectionToolbarProps {
  selection: CarSelection;
  /** The cars of the page the user may choose. */
  pageIds: readonly string[];
  /** How many cars the list's filter matches, on every page. */
  total: number;
  onTogglePage: (on: boolean) => void;
  onChooseAllMatching: () => void;
  onClear: () => void;
}

/**
 * Above the list: the page's cars chosen at once and, once they all are, every car the list's
 * filter matches (as mail apps offer "select all conversations"), or the note that they are.
 */
export function SelectionToolbar({
  selection,
  pageIds,
  total,
  onTogglePage,
  onChooseAllMatching,
  onClear,
}: SelectionToolbarProps) {
  const { t, language } = useLanguage();
  const chosenOnPage = pageIds.filter((id) => isChosen(selection, id)).length;
  const wholePage = pageIds.length > 0 && chosenOnPage === pageIds.length;
  const formatted = formatNumber(total, language);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <CheckboxField
        label={t('myCars.bulk.selectPage')}
        checked={wholePage}
        ref={(box) => {
          // Some of the page chosen: neither ticked nor empty.
          if (box) box.indeterminate = chosenOnPage > 0 && !wholePage;
        }}
        onChange={(event) => onTogglePage(event.target.checked)}
        className="font-semibold"
      />
      {selection.kind === 'allMatching' ? (
        <div className="flex flex-wrap items-center gap-x-2">
          <p role="status" className="text-sm text-slate-700">
            {t('myCars.bulk.allChosen', { count: total, formatted })}
          </p>
          <Button variant="ghost" size="sm" onClick={onClear} className="text-brand-700!">
            {t('myCars.bulk.clear')}
          </Button>
        </div>
      ) : (
        wholePage &&
        total > pageIds.length && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onChooseAllMatching}
            className="text-brand-700!"
          >
            {t('myCars.bulk.selectAll', { count: total, formatted })}
          </Button>
        )
      )}
    </div>
  );
}
