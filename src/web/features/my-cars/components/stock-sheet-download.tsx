import { useId } from 'react';
import { Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { useStockSheetDownload, type StockSheetFormat } from '../api/stock-sheet';

const formats: readonly StockSheetFormat[] = ['xlsx', 'csv'];

/**
 * The dealership's whole stock as a sheet in the import's columns, in the page's language: to
 * edit in Excel and import again, or to keep. Buttons rather than links: the file needs the
 * session's token, which a link cannot send.
 */
export function StockSheetDownload({ dealerId }: { dealerId: string }) {
  const { t, language } = useLanguage();
  const download = useStockSheetDownload();
  const labelId = useId();
  return (
    <div className="min-w-0">
      <div
        role="group"
        aria-labelledby={labelId}
        aria-busy={download.isPending || undefined}
        className="flex flex-wrap items-center gap-2"
      >
        <span id={labelId} className="text-sm font-semibold text-slate-600">
          {t('myCars.stockSheet.label')}
        </span>
        {formats.map((format) => (
          <Button
            key={format}
            variant="outline"
            size="sm"
            disabled={download.isPending}
            onClick={() => download.mutate({ dealerId, format, language })}
          >
            {download.isPending && download.variables.format === format ? (
              <Spinner className="size-4" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            {t(`myCars.stockSheet.${format}`)}
          </Button>
        ))}
      </div>
      {download.isError && (
        <Alert tone="error" className="mt-2">
          {serverMessage(t, language, download.error, t('myCars.stockSheet.failed'))}
        </Alert>
      )}
    </div>
  );
}
