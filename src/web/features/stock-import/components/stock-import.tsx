import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { StockImportState } from '#shared/schemas/stock-import';
import type { DealerAccess } from '#shared/schemas/user';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isNotFound } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/i18n';
import { isBeingWritten, useStockImport, useStockImportSteps } from '../api/stock-import';
import { importParam } from '../lib/import-address';
import { importFailure } from '../lib/import-errors';
import { keptPreview } from '../lib/kept-preview';
import { CheckResult } from './check-result';
import { ColumnMapping } from './column-mapping';
import { EarlierImports } from './earlier-imports';
import { ImportFinished } from './import-finished';
import { ImportProgress } from './import-progress';
import { ImportSteps, type ImportStep } from './import-steps';
import { PhotoZipPicker } from './photo-zip-picker';
import { SheetPicker } from './sheet-picker';
import { StockFeed } from './stock-feed';

interface StockImportProps {
  userId: string;
  /** The dealerships whose stock the user may import (approved admin or manager). */
  dealerships: readonly Pick<DealerAccess, 'dealerId' | 'dealerNames'>[];
  /** Queries an import's cars make stale once it is written (My Cars, the listings). */
  invalidateAlso: readonly (readonly unknown[])[];
}

/**
 * A dealership's stock imported from a spreadsheet, on one screen in steps: the file, its
 * columns, the dry run, the import. The import's id is kept in the address (`?import=`), so a
 * reload, or coming back later, shows the step it is at.
 */
export function StockImport({ userId, dealerships, invalidateAlso }: StockImportProps) {
  const [params, setParams] = useSearchParams();
  const importId = params.get(importParam);
  if (!importId) {
    return (
      <FileStep
        userId={userId}
        dealerships={dealerships}
        invalidateAlso={invalidateAlso}
        onUploaded={(id) => setParams({ [importParam]: id })}
      />
    );
  }
  return (
    <ImportOf key={importId} userId={userId} importId={importId} invalidateAlso={invalidateAlso} />
  );
}

/**
 * The first step: the sheet, for the dealership chosen, that dealership's earlier imports, and
 * its feed, the way to import without a sheet.
 */
function FileStep({
  userId,
  dealerships,
  invalidateAlso,
  onUploaded,
}: StockImportProps & { onUploaded: (importId: string) => void }) {
  const [dealerId, setDealerId] = useState(dealerships[0]?.dealerId ?? '');
  return (
    <div className="space-y-8">
      <ImportSteps current="file" />
      <SheetPicker
        userId={userId}
        dealerships={dealerships}
        dealerId={dealerId}
        onDealerChange={setDealerId}
        onUploaded={onUploaded}
      />
      {dealerId && <EarlierImports userId={userId} dealerId={dealerId} />}
      {dealerId && (
        <StockFeed
          key={dealerId}
          userId={userId}
          dealerId={dealerId}
          invalidateAlso={invalidateAlso}
        />
      )}
    </div>
  );
}

type Phase = 'mapping' | 'result' | 'writing' | 'finished';

const phaseOf = (state: StockImportState, editing: boolean): Phase => {
  if (state.status === 'uploaded' || (state.status === 'checked' && editing)) return 'mapping';
  if (state.status === 'checked') return 'result';
  return isBeingWritten(state.status) ? 'writing' : 'finished';
};

const stepOf: Record<Phase, ImportStep> = {
  mapping: 'mapping',
  result: 'check',
  writing: 'import',
  finished: 'import',
};

/** One import, at whatever step it is: followed while a worker writes it. */
function ImportOf({
  userId,
  importId,
  invalidateAlso,
}: {
  userId: string;
  importId: string;
  invalidateAlso: readonly (readonly unknown[])[];
}) {
  const { t, language } = useLanguage();
  const queryClient = useQueryClient();
  const query = useStockImport(userId, importId);
  const { check, confirm } = useStockImportSteps(userId);
  const [editing, setEditing] = useState(false);
  // Once the dealer has taken a step here (not on a reload), each step shown after the one they
  // took it on gives its heading the focus, so that it is read out and scrolled to.
  const [actedOn, setActedOn] = useState<Phase | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const state = query.data;
  const phase = state && phaseOf(state, editing);

  useEffect(() => {
    if (actedOn && phase && phase !== actedOn) heading.current?.focus();
  }, [actedOn, phase]);

  const status = state?.status;
  useEffect(() => {
    if (status !== 'done') return;
    for (const queryKey of invalidateAlso) void queryClient.invalidateQueries({ queryKey });
  }, [status, invalidateAlso, queryClient]);

  if (!state || !phase) {
    if (query.isError) {
      return isNotFound(query.error) ? (
        <EmptyState
          icon={FileQuestion}
          title={t('stockImport.notFound')}
          action={
            <Link to={paths.stockImport.getHref()} className={buttonClasses('primary')}>
              {t('stockImport.done.another')}
            </Link>
          }
        />
      ) : (
        <ErrorFallback onRetry={() => void query.refetch()} />
      );
    }
    return (
      <div className="grid place-items-center py-16">
        <Spinner className="size-8" label={t('stockImport.loading')} />
      </div>
    );
  }

  const preview = phase === 'mapping' ? keptPreview(importId) : undefined;
  const photos = <PhotoZipPicker userId={userId} importId={importId} zip={state.photoZip} />;
  return (
    <div className="space-y-8">
      <ImportSteps current={stepOf[phase]} complete={state.status === 'done'} />
      {query.isRefetchError && <Alert tone="info">{t('stockImport.progress.retrying')}</Alert>}
      {phase === 'mapping' && (
        <ColumnMapping
          fileName={state.fileName}
          headers={state.headers}
          samples={preview?.samples ?? []}
          initial={state.mapping ?? preview?.mapping ?? []}
          checking={check.isPending}
          error={check.isError ? importFailure(t, language, check.error) : null}
          onCheck={(mapping) => {
            setActedOn('mapping');
            check.mutate({ importId, mapping }, { onSuccess: () => setEditing(false) });
          }}
          onCancel={state.status === 'checked' ? () => setEditing(false) : undefined}
          photos={photos}
          headingRef={heading}
        />
      )}
      {phase === 'result' && (
        <CheckResult
          state={state}
          confirming={confirm.isPending}
          error={confirm.isError ? importFailure(t, language, confirm.error) : null}
          onConfirm={() => {
            setActedOn('result');
            confirm.mutate(importId);
          }}
          onChangeMapping={() => {
            setActedOn('result');
            check.reset();
            confirm.reset();
            setEditing(true);
          }}
          photos={photos}
          headingRef={heading}
        />
      )}
      {phase === 'writing' && <ImportProgress state={state} headingRef={heading} />}
      {phase === 'finished' && <ImportFinished state={state} headingRef={heading} />}
    </div>
  );
}
