import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Pause, Pencil, Play, Rss, Trash2 } from 'lucide-react';
import { formatDateTime, formatNumber } from '#shared/rules/format';
import type { StockFeed as Feed } from '#shared/schemas/stock-feed';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/i18n';
import {
  isFeedRunning,
  useStockFeed,
  useStockFeedChanges,
  type AwaitedRun,
} from '../api/stock-feed';
import {
  defaultFeedHours,
  feedFailuresBeforePause,
  feedHourChoices,
  feedSaveFailure,
} from '../lib/feed-texts';
import { importFailure } from '../lib/import-errors';
import { FeedRuns } from './feed-runs';

interface StockFeedProps {
  userId: string;
  dealerId: string;
  /** Queries a run's cars make stale once it is over (My Cars, the listings). */
  invalidateAlso: readonly (readonly unknown[])[];
}

type Changes = ReturnType<typeof useStockFeedChanges>;

/**
 * The dealership's feed on the import screen's first step (docs/decisions/177): without one, what
 * a feed is and the form to register it; with one, its address, state and schedule, what can be
 * done with it, and its last runs, followed while one is queued or reading the feed.
 */
export function StockFeed({ userId, dealerId, invalidateAlso }: StockFeedProps) {
  const { t } = useLanguage();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [awaited, setAwaited] = useState<AwaitedRun | null>(null);
  const query = useStockFeed(userId, dealerId, awaited);
  const changes = useStockFeedChanges(userId, dealerId, setAwaited);
  const [changing, setChanging] = useState(false);
  const state = query.data;
  const running = state ? isFeedRunning(state, awaited) : false;

  // A run that ends has changed cars the other screens hold.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) {
      for (const queryKey of invalidateAlso) void queryClient.invalidateQueries({ queryKey });
    }
    wasRunning.current = running;
  }, [running, invalidateAlso, queryClient]);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <ListSkeleton
        label={t('stockImport.feed.loading')}
        rows={1}
        lines={['h-4 w-2/3', 'h-3 w-1/2', 'h-3 w-1/3']}
      />
    );
  } else if (query.isError) {
    body = <ErrorFallback onRetry={() => void query.refetch()} />;
  } else if (!query.data.feed) {
    body = (
      <>
        <FeedIntro />
        <FeedForm changes={changes} />
      </>
    );
  } else if (changing) {
    body = (
      <FeedForm changes={changes} initial={query.data.feed} onDone={() => setChanging(false)} />
    );
  } else {
    body = (
      <FeedSummary
        feed={query.data.feed}
        changes={changes}
        running={running}
        onChange={() => {
          changes.save.reset();
          setChanging(true);
        }}
      />
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-slate-200 pt-8">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-extrabold text-slate-900">
        <Rss aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
        {t('stockImport.feed.heading')}
      </h2>
      {body}
      {state?.feed && (
        <FeedRuns runs={state.runs} waiting={running && state.runs[0]?.status !== 'running'} />
      )}
    </section>
  );
}

/** What a feed is and does, before the dealership has one. */
function FeedIntro() {
  const { t } = useLanguage();
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>{t('stockImport.feed.intro')}</p>
      <ul className="list-disc space-y-1 ps-5 marker:text-brand-600">
        <li>{t('stockImport.feed.how.file')}</li>
        <li>{t('stockImport.feed.how.hourly')}</li>
        <li>{t('stockImport.feed.how.stockNumber')}</li>
        <li>{t('stockImport.feed.how.sold')}</li>
      </ul>
    </div>
  );
}

/** The server's own rule for a feed's address (`stockFeedBodySchema`). */
const feedAddress = /^https?:\/\/[^\s/]+\S*$/i;
const maxAddressLength = 2000;

/**
 * The feed's address and schedule: a new feed, or the one there is (`initial`) changed. The
 * server reads the feed before it keeps it, which can take up to its fetch's 30 s: the form says
 * so while it waits.
 */
function FeedForm({
  changes,
  initial,
  onDone,
}: {
  changes: Changes;
  initial?: Pick<Feed, 'url' | 'everyHours'>;
  /** Leaves the form for the feed: saved, or cancelled. */
  onDone?: () => void;
}) {
  const { t, language } = useLanguage();
  const formId = useId();
  const { save } = changes;
  const [url, setUrl] = useState(initial?.url ?? '');
  const [everyHours, setEveryHours] = useState(initial?.everyHours ?? defaultFeedHours);
  const [invalid, setInvalid] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const saving = save.isPending;
  const failure = save.isError ? feedSaveFailure(t, language, save.error) : null;
  // A schedule the list does not offer (set by the API) stays chosen.
  const hours = feedHourChoices.some((choice) => choice === everyHours)
    ? feedHourChoices
    : [...feedHourChoices, everyHours].sort((a, b) => a - b);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = url.trim();
    const problem = !address
      ? t('stockImport.feed.urlRequired')
      : feedAddress.test(address)
        ? undefined
        : t('stockImport.feed.urlInvalid');
    setInvalid(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    save.mutate({ url: address, everyHours }, { onSuccess: () => onDone?.() });
  };

  return (
    <form
      noValidate
      aria-labelledby={initial ? `${formId}-title` : undefined}
      aria-label={initial ? undefined : t('stockImport.feed.heading')}
      onSubmit={submit}
      className="space-y-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5"
    >
      {initial && (
        <h3 id={`${formId}-title`} className="font-bold text-slate-900">
          {t('stockImport.feed.changeHeading')}
        </h3>
      )}
      <TextField
        ref={input}
        label={t('stockImport.feed.url')}
        hint={t('stockImport.feed.urlHint')}
        type="url"
        inputMode="url"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        maxLength={maxAddressLength}
        value={url}
        error={invalid}
        disabled={saving}
        onChange={(event) => setUrl(event.target.value)}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label={t('stockImport.feed.every')}
          className="sm:w-56"
          value={String(everyHours)}
          disabled={saving}
          options={hours.map((count) => ({
            value: String(count),
            label: t('stockImport.feed.everyHours', { count }),
          }))}
          onChange={(event) => setEveryHours(Number(event.target.value))}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={saving} className="max-sm:w-full">
            {saving && <Spinner className="size-4 border-2" />}
            {saving ? t('stockImport.feed.saving') : t('stockImport.feed.save')}
          </Button>
          {onDone && initial && (
            <Button
              variant="outline"
              disabled={saving}
              className="max-sm:w-full"
              onClick={() => {
                save.reset();
                onDone();
              }}
            >
              {t('stockImport.feed.cancel')}
            </Button>
          )}
        </div>
      </div>
      {saving && (
        <p role="status" className="text-sm font-semibold text-slate-700">
          {t('stockImport.feed.savingNote')}
        </p>
      )}
      {failure && (
        <Alert tone="error">
          <p>{failure.text}</p>
          {failure.detail && (
            <p dir="ltr" lang="en" className="mt-1 break-words rtl:text-right">
              {failure.detail}
            </p>
          )}
        </Alert>
      )}
    </form>
  );
}

/** A name and its value: one above the other on a phone, side by side from the sm breakpoint. */
const detailRow = 'grid gap-0.5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-4';

/** The feed there is: its address, state and next run, and what can be done with it. */
function FeedSummary({
  feed,
  changes,
  running,
  onChange,
}: {
  feed: Feed;
  changes: Changes;
  running: boolean;
  onChange: () => void;
}) {
  const { t, language } = useLanguage();
  const { run, pause, remove } = changes;
  const [removing, setRemoving] = useState(false);
  const active = feed.status === 'active';
  const busy = run.isPending || pause.isPending;
  const failed = run.isError ? run.error : pause.isError ? pause.error : null;
  const failures = { count: feed.failures, formatted: formatNumber(feed.failures, language) };

  const act = (which: typeof run | typeof pause) => {
    run.reset();
    pause.reset();
    which.mutate();
  };

  return (
    <div className="space-y-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-5">
      <dl className="space-y-3 text-sm">
        <div className={detailRow}>
          <dt className="font-semibold text-slate-600">{t('stockImport.feed.address')}</dt>
          <dd className="font-semibold break-all text-slate-900">
            <bdi dir="ltr">{feed.url}</bdi>
          </dd>
        </div>
        <div className={detailRow}>
          <dt className="font-semibold text-slate-600">{t('stockImport.feed.status')}</dt>
          <dd className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
            <Badge
              data-status={feed.status}
              className={
                active
                  ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                  : 'bg-slate-100 text-slate-700 ring-slate-200'
              }
            >
              {active ? t('stockImport.feed.active') : t('stockImport.feed.paused')}
            </Badge>
            <span>{t('stockImport.feed.everyHours', { count: feed.everyHours })}</span>
          </dd>
        </div>
        <div className={detailRow}>
          <dt className="font-semibold text-slate-600">{t('stockImport.feed.nextRun')}</dt>
          <dd className="text-slate-700">
            {feed.nextRunAt ? (
              <time dateTime={feed.nextRunAt}>{formatDateTime(feed.nextRunAt, language)}</time>
            ) : (
              t('stockImport.feed.notScheduled')
            )}
          </dd>
        </div>
      </dl>

      {!active && feed.failures >= feedFailuresBeforePause && (
        <Alert tone="error">{t('stockImport.feed.pausedAfter', failures)}</Alert>
      )}
      {active && feed.failures > 0 && (
        <Alert tone="info">
          {t('stockImport.feed.failing', { ...failures, max: feedFailuresBeforePause })}
        </Alert>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={() => act(run)} disabled={busy || running}>
          {run.isPending ? (
            <Spinner className="size-4 border-2" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {run.isPending ? t('stockImport.feed.starting') : t('stockImport.feed.runNow')}
        </Button>
        {active && (
          <Button variant="outline" onClick={() => act(pause)} disabled={busy}>
            <Pause aria-hidden="true" className="size-4" />
            {t('stockImport.feed.pause')}
          </Button>
        )}
        <Button variant="outline" onClick={onChange} disabled={busy}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('stockImport.feed.change')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            remove.reset();
            setRemoving(true);
          }}
          disabled={busy}
          className="text-red-700! hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('stockImport.feed.remove')}
        </Button>
      </div>
      {failed && <Alert tone="error">{importFailure(t, language, failed)}</Alert>}

      {removing && (
        <ConfirmDialog
          icon={Trash2}
          title={t('stockImport.feed.removeTitle')}
          description={
            <>
              <p>{t('stockImport.feed.removeText')}</p>
              <p dir="ltr" className="font-semibold break-all text-slate-900 rtl:text-right">
                {feed.url}
              </p>
              <p>{t('stockImport.feed.removeCarsStay')}</p>
            </>
          }
          error={
            remove.isError && (
              <Alert tone="error" className="mt-4">
                {importFailure(t, language, remove.error)}
              </Alert>
            )
          }
          busy={remove.isPending}
          safe={{ label: t('stockImport.feed.keep'), onChoose: () => setRemoving(false) }}
          risky={{
            label: remove.isPending
              ? t('stockImport.feed.removing')
              : t('stockImport.feed.removeYes'),
            onChoose: () => remove.mutate(),
          }}
          emphasis="dangerousRisky"
        />
      )}
    </div>
  );
}
