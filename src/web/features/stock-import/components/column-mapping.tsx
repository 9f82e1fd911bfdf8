import { useId, useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import type { ColumnMapping as Mapping, StockField } from '#shared/schemas/stock-import';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { fileNameIn } from '../lib/file-name';
import { isolate } from '../../../components/ui/bidi';
import {
  columnName,
  mappingProblems,
  stockFieldLabel,
  stockFieldOptions,
} from '../lib/stock-fields';

const otherAction = buttonClasses('ghost', 'lg');

interface ColumnMappingProps {
  fileName: string;
  headers: readonly string[];
  /** The sheet's first rows, when this tab uploaded it (empty otherwise). */
  samples: readonly (readonly string[])[];
  /** Where the choices start: the mapping checked last, else the upload's guess. */
  initial: Mapping;
  checking: boolean;
  /** Why the last check failed, shown by its button. */
  error: string | null;
  onCheck: (mapping: Mapping) => void;
  /** Back to the last check's result, unchanged (offered once there is one). */
  onCancel?: (() => void) | undefined;
  /** The import's photos, picked beside the sheet. */
  photos?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The second step: each column of the sheet with its header, the field it fills (the guess to
 * start with, or "Not imported") and its first rows beneath, in a table that scrolls sideways in
 * its own box. Checking needs the make, model, year and price, each field in one column.
 */
export function ColumnMapping({
  fileName,
  headers,
  samples,
  initial,
  checking,
  error,
  onCheck,
  onCancel,
  photos,
  headingRef,
}: ColumnMappingProps) {
  const { t, language } = useLanguage();
  const headingId = useId();
  const [mapping, setMapping] = useState<Mapping>(() =>
    headers.map((_, index) => initial[index] ?? null),
  );
  const [tried, setTried] = useState(false);
  const { missing, repeated } = mappingProblems(mapping);
  const options = stockFieldOptions(t);

  const choose = (column: number, field: StockField | null) =>
    setMapping((current) => current.map((each, index) => (index === column ? field : each)));

  const check = () => {
    setTried(true);
    if (missing.length === 0 && repeated.size === 0) onCheck(mapping);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-extrabold text-slate-900 outline-none"
        >
          {t('stockImport.mapping.heading')}
        </h2>
        <p className="mt-1 text-sm break-words text-slate-600">
          {t('stockImport.mapping.fileName', { name: fileNameIn(fileName, language) })}
        </p>
        <p className="mt-1 text-sm text-slate-600">{t('stockImport.mapping.intro')}</p>
      </div>

      <Alert tone="info">{t('stockImport.mapping.matching')}</Alert>

      {/* Its own sideways scroll on a phone; positioned, so that the selects' visually hidden
          labels stay inside it rather than widening the page. */}
      <div className="relative overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-slate-200/70">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('stockImport.mapping.caption')}</caption>
          <thead>
            <tr>
              {headers.map((_, column) => (
                <th
                  key={column}
                  scope="col"
                  className="px-3 pt-3 pb-2 text-start font-bold text-slate-900"
                >
                  <bdi className={cn(!headers[column]?.trim() && 'font-normal text-slate-500')}>
                    {columnName(t, headers, column)}
                  </bdi>
                </th>
              ))}
            </tr>
            <tr>
              {headers.map((_, column) => {
                const other = repeated.get(column);
                return (
                  <td key={column} className="border-b border-slate-200 px-3 pb-3 align-top">
                    <SelectField
                      className="w-64"
                      label={t('stockImport.mapping.selectLabel', {
                        column: isolate(columnName(t, headers, column)),
                      })}
                      hideLabel
                      value={mapping[column] ?? ''}
                      placeholder={t('stockImport.mapping.notImported')}
                      options={options}
                      disabled={checking}
                      error={
                        other === undefined
                          ? undefined
                          : t('stockImport.mapping.twice', {
                              column: isolate(columnName(t, headers, other)),
                            })
                      }
                      onChange={(event) =>
                        choose(column, (event.target.value || null) as StockField | null)
                      }
                    />
                  </td>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {samples.map((row, line) => (
              <tr key={line}>
                {headers.map((_, column) => (
                  <td
                    key={column}
                    className={cn(
                      'px-3 py-2',
                      mapping[column] === null ? 'text-slate-500' : 'text-slate-800',
                    )}
                  >
                    <div className="max-w-60 truncate" title={row[column]}>
                      <bdi>{row[column]}</bdi>
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {samples.length === 0 && (
        <p className="text-sm text-slate-600">{t('stockImport.mapping.noSamples')}</p>
      )}
      {photos}

      {tried && missing.length > 0 && (
        <Alert tone="error">
          {t('stockImport.mapping.missing', {
            fields: missing
              .map((field) => stockFieldLabel(t, field))
              .join(t('stockImport.listSeparator')),
          })}
        </Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button size="lg" onClick={check} disabled={checking}>
          {checking && <Spinner className="size-4 border-2" />}
          {checking ? t('stockImport.mapping.checking') : t('stockImport.mapping.check')}
        </Button>
        {onCancel && (
          <Button variant="outline" size="lg" onClick={onCancel} disabled={checking}>
            {t('stockImport.mapping.backToResult')}
          </Button>
        )}
        <Link to={paths.stockImport.getHref()} className={otherAction}>
          {t('stockImport.mapping.another')}
        </Link>
      </div>
    </section>
  );
}
