import { useId, useState } from 'react';
import { formatDateTime } from '#shared/rules/format';
import type { FeedRunStatus, StockFeedRun } from '#shared/schemas/stock-feed';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DisclosureChevron } from '../../../components/ui/disclosure-chevron';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/i18n';
import { feedCountsText, feedFailureText } from '../lib/feed-texts';
import { feedRefusalLines } from '../lib/problem-text';
import { reportFileName } from '../lib/report-csv';
import { RefusedRows } from './refused-rows';

const statusTones: Record<FeedRunStatus, string> = {
  running: 'bg-accent-50 text-accent-700 ring-accent-200',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/**
 * The feed's last runs, newest first: when each started, how it went, what it did in words, why
 * it failed, and the rows it refused, folded away. `waiting`: a run is queued and not started.
 */
export function FeedRuns({ runs, waiting }: { runs: readonly StockFeedRun[]; waiting: boolean }) {
  const { t } = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {t('stockImport.feed.runs.heading')}
      </h3>
      {waiting && (
        <p role="status" className="flex items-center gap-2 text-sm font-semibold text-slate-700">
          <Spinner className="size-4 border-2" />
          {t('stockImport.feed.runs.waiting')}
        </p>
      )}
      {runs.length === 0 ? (
        !waiting && <p className="text-sm text-slate-600">{t('stockImport.feed.runs.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200/70">
          {runs.map((run) => (
            <FeedRunItem key={run.id} run={run} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FeedRunItem({ run }: { run: StockFeedRun }) {
  const { t, language } = useLanguage();
  const refusedId = useId();
  const [open, setOpen] = useState(false);
  const counts = feedCountsText(t, language, run.counts);
  return (
    <li className="space-y-1.5 p-3 sm:px-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <time dateTime={run.startedAt} className="text-sm font-semibold text-slate-900">
          {formatDateTime(run.startedAt, language)}
        </time>
        <Badge data-status={run.status} className={statusTones[run.status]}>
          {t(`stockImport.feed.runs.status.${run.status}`)}
        </Badge>
      </div>
      {run.status === 'running' && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4 border-2" />
          {t('stockImport.feed.runs.reading')}
        </p>
      )}
      {run.status === 'done' && (
        <p className="text-sm text-slate-700">{counts || t('stockImport.feed.runs.nothing')}</p>
      )}
      {run.status === 'failed' && run.failure && (
        <p className="text-sm text-red-800">{feedFailureText(t, run.failure)}</p>
      )}
      {run.status === 'failed' && run.error && (
        <p
          dir="ltr"
          lang="en"
          className="rounded-lg bg-slate-50 px-2 py-1 text-xs break-words text-slate-600 rtl:text-right"
        >
          {run.error}
        </p>
      )}
      {run.refused.length > 0 && (
        <>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={refusedId}
            onClick={() => setOpen(!open)}
            className="-ms-3"
          >
            {open ? t('stockImport.feed.runs.hideRefused') : t('stockImport.feed.runs.showRefused')}
            <DisclosureChevron open={open} />
          </Button>
          <div id={refusedId} hidden={!open} className="pt-1">
            {open && (
              <RefusedRows
                refused={run.refused}
                lines={feedRefusalLines(t, run.refused)}
                total={run.counts.refused ?? run.refused.length}
                intro={t('stockImport.feed.runs.refusedIntro')}
                reportName={reportFileName(
                  t,
                  t('stockImport.feed.runs.reportName', { date: run.startedAt.slice(0, 10) }),
                )}
                heading="h4"
              />
            )}
          </div>
        </>
      )}
    </li>
  );
}
