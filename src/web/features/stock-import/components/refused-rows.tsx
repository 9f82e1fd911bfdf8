import { useId } from 'react';
import { Download } from 'lucide-react';
import { formatNumber } from '#shared/rules/format';
import type { StockImportState } from '#shared/schemas/stock-import';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/i18n';
import { problemText, refusalLines, type RefusalLine } from '../lib/problem-text';
import { refusalReport, reportFileName, saveCsv } from '../lib/report-csv';
import { getRefusedRows } from '../api/stock-import';

interface RefusedRowsProps {
  refused: StockImportState['refused'];
  /** The refused rows' problems, a line each, their columns named. */
  lines: readonly RefusalLine[];
  /** Rows refused in all: more than listed when the server kept only the first. */
  total: number;
  /** What became of the rows and what to do. */
  intro: string;
  /** The report's file name. */
  reportName: string;
  /** Every refused row's lines, for the report, when more were refused than listed. */
  allLines?: () => Promise<readonly RefusalLine[]>;
  /** The heading's level, under the section that shows the rows. */
  heading?: 'h3' | 'h4';
}

/** The rows an import refuses (or refused), under its dry run or its end. */
export function ImportRefusedRows({ state }: { state: StockImportState }) {
  const { t } = useLanguage();
  const written = state.status !== 'uploaded' && state.status !== 'checked';
  return (
    <RefusedRows
      refused={state.refused}
      lines={refusalLines(t, state)}
      total={state.counts.refused ?? state.refused.length}
      intro={
        written ? t('stockImport.result.refusedAfterImport') : t('stockImport.result.refusedIntro')
      }
      reportName={reportFileName(t, state.fileName)}
      allLines={async () => refusalLines(t, { ...state, refused: await getRefusedRows(state.id) })}
    />
  );
}

/**
 * Refused rows, a line per problem: the row's number in the sheet (or feed), its stock number,
 * the column that held the value, and why, in the dealer's language; and the same as a report
 * to download.
 */
export function RefusedRows({
  refused,
  lines,
  total,
  intro,
  reportName,
  allLines,
  heading: Heading = 'h3',
}: RefusedRowsProps) {
  const { t, language } = useLanguage();
  const headingId = useId();
  if (refused.length === 0) return null;
  // The screen lists the first refused rows; the report has them all when they can be had.
  const download = async () => {
    const all = allLines && total > refused.length ? await allLines() : lines;
    saveCsv(refusalReport(t, language, all), reportName);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Heading id={headingId} className="text-lg font-bold text-slate-900">
            {t('stockImport.result.refusedHeading')}
          </Heading>
          <p className="mt-1 text-sm text-slate-600">{intro}</p>
          {total > refused.length && (
            <p className="mt-1 text-sm text-slate-600">
              {t('stockImport.result.firstShown', {
                shown: formatNumber(refused.length, language),
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
          {refused.map((row) => {
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
