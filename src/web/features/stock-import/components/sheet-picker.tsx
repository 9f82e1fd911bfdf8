import { useId, useState, type DragEvent } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import type { DealerAccess } from '#shared/schemas/user';
import { textInLanguage } from '#shared/rules/dealer-names';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { fileNameIn } from '../lib/file-name';
import { useStockImportSteps } from '../api/stock-import';
import { importFailure, maxSheetBytes } from '../lib/import-errors';

/** What the file input offers: the two kinds the server reads, by extension and by type. */
const sheetTypes =
  '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why a file is not sent at all: too large, or not a kind the server reads. */
function refusalOf(file: File): 'tooLarge' | 'oldExcel' | 'wrongKind' | null {
  if (file.size > maxSheetBytes) return 'tooLarge';
  if (/\.xls$/i.test(file.name)) return 'oldExcel';
  if (!/\.(xlsx|csv)$/i.test(file.name)) return 'wrongKind';
  return null;
}

interface SheetPickerProps {
  userId: string;
  /** The dealerships the user may import into: a choice when there are several. */
  dealerships: readonly Pick<DealerAccess, 'dealerId' | 'dealerNames'>[];
  /** The one chosen, which the screen's list of earlier imports follows. */
  dealerId: string;
  onDealerChange: (dealerId: string) => void;
  onUploaded: (importId: string) => void;
}

/**
 * The first step: the dealership (for members of several), then the sheet, dropped on the box
 * or chosen with the file input it labels. The file is sent as soon as it is chosen.
 */
export function SheetPicker({
  userId,
  dealerships,
  dealerId,
  onDealerChange,
  onUploaded,
}: SheetPickerProps) {
  const { t, language } = useLanguage();
  const inputId = useId();
  const titleId = `${inputId}-title`;
  const hintId = `${inputId}-hint`;
  const { upload } = useStockImportSteps(userId);
  const [dragOver, setDragOver] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const busy = upload.isPending;

  const send = (file: File) => {
    upload.reset();
    const refusal = refusalOf(file);
    setRefused(refusal && t(`stockImport.file.${refusal}`));
    if (refusal) return;
    // The promise, not mutate's callbacks: it settles even for a screen not yet subscribed.
    upload.mutateAsync({ dealerId, file }).then(
      (preview) => onUploaded(preview.id),
      () => {}, // Shown from the mutation's error.
    );
  };

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) send(file);
  };

  const error = refused ?? (upload.isError ? importFailure(t, language, upload.error) : null);

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h2 id={titleId} className="text-xl font-extrabold text-slate-900">
          {t('stockImport.file.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('stockImport.file.intro')}</p>
      </div>

      {dealerships.length > 1 && (
        <SelectField
          label={t('stockImport.dealership')}
          className="sm:w-72"
          value={dealerId}
          disabled={busy}
          options={dealerships.map((access) => ({
            value: access.dealerId,
            label: textInLanguage(access.dealerNames, language),
          }))}
          onChange={(event) => onDealerChange(event.target.value)}
        />
      )}

      <input
        id={inputId}
        type="file"
        accept={sheetTypes}
        disabled={busy}
        aria-labelledby={`${inputId}-label`}
        aria-describedby={hintId}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that choosing the same file again (corrected) sends it again.
          event.target.value = '';
          if (file) send(file);
        }}
      />
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={drop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-brand-300 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          dragOver
            ? 'border-brand-500 bg-brand-50'
            : 'border-slate-300 bg-slate-50 hover:border-brand-400',
        )}
      >
        <FileSpreadsheet aria-hidden="true" className="size-8 text-brand-600" />
        <span id={`${inputId}-label`} className="text-sm font-semibold text-slate-700">
          {t('stockImport.file.label')}
        </span>
        {/* Nothing can be dragged onto a touch screen. */}
        <span className="text-sm text-slate-600 pointer-coarse:hidden">
          {t('stockImport.file.drop')}
        </span>
        <span className={buttonClasses('outline', 'sm')}>{t('stockImport.file.choose')}</span>
        <span id={hintId} className="text-xs text-slate-500">
          {t('stockImport.file.hint')}
        </span>
      </label>

      {busy && (
        <p role="status" className="flex items-center gap-2 text-sm font-semibold text-slate-700">
          <Spinner className="size-4 border-2" />
          {t('stockImport.file.reading', {
            name: fileNameIn(upload.variables.file.name, language),
          })}
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </section>
  );
}
