import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { formatNumber } from '#shared/rules/format';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n';
import { activeFilterCount, type CarSearchState } from '../lib/car-search-params';

const SheetBody = lazy(() =>
  import('./filter-sheet-body').then((module) => ({ default: module.SheetBody })),
);

interface FilterSheetProps {
  search: CarSearchState;
  /** Search with the filters as edited in the sheet. */
  onApply: (search: CarSearchState) => void;
}

/**
 * The filters on phones and tablets: a button that opens them in a bottom sheet (a modal
 * <dialog>: the page behind is inert, Escape closes it, focus returns to the button). The
 * filters edited there search only when "Show N cars" is pressed; N is counted as they change.
 */
export function FilterSheet({ search, onApply }: FilterSheetProps) {
  const { t, language } = useLanguage();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(search);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  const close = () => dialogRef.current?.close();

  // A search made in the sheet without "Show N cars" (a suggestion chosen) is shown at once.
  useEffect(() => {
    if (dialogRef.current?.open) dialogRef.current.close();
  }, [search]);

  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('filters.title')}
        {count > 0 && (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
            {formatNumber(count, language)}
          </span>
        )}
      </Button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        // A click on the backdrop lands on the dialog itself (its content fills the box).
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="m-0 mt-auto max-h-[88dvh] w-full max-w-full flex-col rounded-t-3xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50 open:flex sm:mx-auto sm:max-w-2xl"
      >
        {open && (
          <Suspense fallback={null}>
            <SheetBody
              titleId={titleId}
              initial={search}
              onApply={(next) => {
                onApply(next);
                close();
              }}
              onClose={close}
            />
          </Suspense>
        )}
      </dialog>
    </>
  );
}
