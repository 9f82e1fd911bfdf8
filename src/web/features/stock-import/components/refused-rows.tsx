import { useId } from 'react';
import { Download } from 'lucide-react';
import { formatNumber } from '#shared/rules/format';
import type { StockImportState } from '#shared/schemas/stock-import';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n';
import { problemText, refusalLines } from '../lib/problem-text';
import { refusalReport, reportFileName, saveCsv } from '../lib/report-csv';
import { getRefusedRows } from '../api/stock-import';

/**
 * The rows the import refuses (or refused), a line per problem: the row's number in the sheet,
 * its stock number, the header of the column that held the value, and why, in the dealer's
 * language; and the same as a report to download.
 */
export function RefusedRows({ state }: { state: StockImportState }) {
  const written = state.status !== 'uploaded' && state.status !== 'checked';
  const { t, language } = useLanguage();
  const headingId = useId();
  const total = state.counts.refused ?? state.refused.length;
  if (state.refused.length === 0) return null;
  const lines = refusalLines(t, state);
  // The screen lists the first refused rows; the report has them all.
  const download = async () => {
    const all =
      total > state.refused.length
        ? refusalLines(t, { ...state, refused: await getRefusedRows(state.id) })
        : lines;
    saveCsv(refusalReport(t, language, all), reportFileName(t, state.fileName));
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            {t('stockImport.result.refusedHeading')}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {written
              ? t('stockImport.result.refusedAfterImport')
              : t('stockImport.result.refusedIntro')}
          </p>
          {total > state.refused.length && (
            <p className="mt-1 text-sm text-slate-600">
              {t('stockImport.result.firstShown', {
                shown: formatNumber(state.refused.length, language),
                total: formatNumber(total, language),
              })}
            </p>
          )}
        </div>
        <Button variant="outline" onClick={download} className="max-sm:w-full">
          <Download aria-hidden="true" className="size-4" />
          {t('stockImport.result.download')}
        </Button>
      </div>
      <div className="overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-slate-200/70">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('stockImport.result.refusedCaption')}</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('stockImport.result.line')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('stockImport.result.stockNumber')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('stockImport.result.column')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('stockImport.result.problem')}
              </th>
            </tr>
          </thead>
          {state.refused.map((row) => {
            const rowLines = lines.filter((line) => line.line === row.line);
            return (
              <tbody key={row.line} className="border-t border-slate-200">
                {rowLines.map((line, index) => (
                  <tr key={index}>
                    {index === 0 && (
                      <>
                        <th
                          scope="rowgroup"
                          rowSpan={rowLines.length}
                          className="px-3 py-2 text-start align-top font-semibold text-slate-900 tabular-nums"
                        >
                          {row.line}
                        </th>
                        <td
                          rowSpan={rowLines.length}
                          className="px-3 py-2 align-top whitespace-nowrap text-slate-700"
                        >
                          <bdi>{row.stockNumber ?? '—'}</bdi>
                        </td>
                      </>
                    )}
                    <td className="px-3 py-2 align-top whitespace-nowrap text-slate-700">
                      <bdi>{line.column}</bdi>
                    </td>
                    <td className="px-3 py-2 align-top text-slate-900">
                      {/* A phone's table scrolls sideways rather than squeezing the reason. */}
                      <div className="w-64 break-words sm:w-auto">
                        {problemText(t, language, line.problem)}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            );
          })}
        </table>
      </div>
    </section>
  );
}
