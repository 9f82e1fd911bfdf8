import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search, Store, X } from 'lucide-react';
import { ErrorFallback } from '../../components/errors/error-fallback';
import { PageHeader } from '../../components/layout/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { paths } from '../../config/paths';
import { formatNumber } from '#shared/rules/format';
import { useLanguage } from '../../lib/i18n';
import { dealersQueryOptions } from '../../features/dealers/api/dealers';
import { DealerCard, DealerCardSkeleton } from '../../features/dealers/components/dealer-card';
import {
  DealersProvider,
  useDealersContext,
} from '../../features/dealers/components/dealers-provider';
import { definePage, type PageAddress } from '../page';

const searchDelayMs = 300;

const nameSearchAt = (address: PageAddress) => address.search.get('q') ?? '';

/** /dealers, found by name (`?q=`) or all of them. */
export const dealersPage = definePage({
  load: (address, queries) => queries.fetchQuery(dealersQueryOptions(nameSearchAt(address))),
  title: ({ t }) => t('meta.dealersTitle'),
  head: (heads, context, { address }) =>
    heads.dealersHead(context, nameSearchAt(address).trim() !== ''),
});
const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

function DealerDirectory({ query }: { query: string }) {
  const { t, language } = useLanguage();
  const dealers = useDealersContext();
  if (dealers.status === 'error') return <ErrorFallback onRetry={dealers.retry} />;
  if (dealers.status === 'fetching') {
    return (
      <div aria-busy="true" aria-label={t('common.loading')} className={grid}>
        {Array.from({ length: 6 }, (_, index) => (
          <DealerCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (dealers.dealers.length === 0) {
    return (
      <EmptyState
        icon={Store}
        title={query ? t('dealers.noResults', { query }) : t('dealers.noDealers')}
        description={query ? t('dealers.noResultsHint') : undefined}
      />
    );
  }
  return (
    <>
      <p aria-live="polite" className="mb-4 text-sm font-semibold text-slate-700">
        {t('dealers.resultCount', {
          count: dealers.dealers.length,
          formatted: formatNumber(dealers.dealers.length, language),
        })}
      </p>
      <ul className={grid}>
        {dealers.dealers.map((dealer) => (
          <li key={dealer.id}>
            <DealerCard dealer={dealer} headingLevel={2} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** /dealers: the dealer directory with a name search kept in `?q=`. */
export function DealersRoute() {
  const { t } = useTranslation();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const [text, setText] = useState(urlQuery);
  const [shownQuery, setShownQuery] = useState(urlQuery);
  const timer = useRef<number | undefined>(undefined);

  // The URL changed (back/forward, a link): show its query in the box.
  if (urlQuery !== shownQuery) {
    setShownQuery(urlQuery);
    if (text.trim() !== urlQuery) setText(urlQuery);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Typing writes `?q=` once the user pauses, replacing the entry rather than adding one.
  const search = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim()) next.set('q', value.trim());
          else next.delete('q');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, searchDelayMs);
  };

  return (
    <>
      <PageHeader
        title={t('dealers.pageTitle')}
        description={t('dealers.pageDescription')}
        breadcrumbs={[{ label: t('nav.home'), to: paths.home.getHref() }]}
        active={t('nav.dealers')}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <form role="search" onSubmit={(event) => event.preventDefault()} className="mb-6 max-w-xl">
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-slate-700">
            {t('dealers.searchLabel')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
            />
            <input
              id={inputId}
              type="search"
              value={text}
              onChange={(event) => search(event.target.value)}
              placeholder={t('dealers.searchPlaceholder')}
              autoComplete="off"
              className="h-12 w-full rounded-xl border border-slate-300 bg-white ps-10 pe-10 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
            />
            {text && (
              <button
                type="button"
                onClick={() => search('')}
                aria-label={t('dealers.clearSearch')}
                className="absolute end-2 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-lg text-slate-500 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </div>
        </form>
        <DealersProvider query={urlQuery}>
          <DealerDirectory query={urlQuery.trim()} />
        </DealersProvider>
      </div>
    </>
  );
}
