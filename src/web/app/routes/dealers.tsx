import { useEffect, useId, useRef, useState } from 'react';
import { useHref, useSearchParams } from 'react-router';
import { Search, Store, X } from 'lucide-react';
import { ErrorFallback } from '../../components/errors/error-fallback';
import { PageHeader } from '../../components/layout/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { paths } from '../../config/paths';
import { governorates } from '#shared/reference/cities';
import { formatNumber } from '#shared/rules/format';
import { displayName } from '#shared/rules/names';
import { useLanguage } from '../../lib/i18n';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { dealersQueryOptions, type DealerSearch } from '../../features/dealers/api/dealers';
import { DealerCard, DealerCardSkeleton } from '../../features/dealers/components/dealer-card';
import {
  DealersProvider,
  useDealersContext,
} from '../../features/dealers/components/dealers-provider';
import { definePage } from '../page';

const searchDelayMs = 300;

/**
 * The directory's search in an address: `q`, and `governorate` when it is one of the list (an
 * unknown one, from an old or a mistyped link, is no filter rather than a failed page).
 */
function dealerSearchAt(params: URLSearchParams): DealerSearch {
  const governorate = params.get('governorate') ?? '';
  return {
    query: params.get('q') ?? '',
    governorate: governorates.some((entry) => entry.key === governorate) ? governorate : '',
  };
}

/** /dealers, found by name (`?q=`) and governorate (`?governorate=`), or all of them. */
export const dealersPage = definePage({
  load: (address, queries) =>
    queries.fetchQuery(dealersQueryOptions(dealerSearchAt(address.search))),
  title: ({ t }) => t('meta.dealersTitle'),
  head: (heads, context, { address }) =>
    heads.dealersHead(context, dealerSearchAt(address.search).query.trim() !== ''),
});
const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

function DealerDirectory({ search }: { search: DealerSearch }) {
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
    const query = search.query.trim();
    const governorate =
      search.governorate && displayName(governorates, search.governorate, language);
    const title = governorate
      ? query
        ? t('dealers.noResultsInGovernorate', { query, governorate })
        : t('dealers.noneInGovernorate', { governorate })
      : query
        ? t('dealers.noResults', { query })
        : t('dealers.noDealers');
    return (
      <EmptyState
        icon={Store}
        title={title}
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

/**
 * /dealers: the dealer directory, searched by name as the visitor types and narrowed to a
 * governorate, both kept in the address. Without JavaScript the search is a plain GET form the
 * server writes the page for.
 */
export function DealersRoute() {
  const { t, language } = useLanguage();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const search = dealerSearchAt(params);
  const urlQuery = search.query;
  const [text, setText] = useState(urlQuery);
  const [shownQuery, setShownQuery] = useState(urlQuery);
  const timer = useRef<number | undefined>(undefined);
  const action = useHref(paths.dealers.getHref());

  // The URL changed (back/forward, a link): show its query in the box.
  if (urlQuery !== shownQuery) {
    setShownQuery(urlQuery);
    if (text.trim() !== urlQuery) setText(urlQuery);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** The address with `changes` set, a parameter left empty removed; the entry replaced. */
  const write = (changes: Partial<Record<'q' | 'governorate', string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // Typing writes `?q=` once the user pauses.
  const type = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => write({ q: value.trim() }), searchDelayMs);
  };

  // Now, with the words typed so far: a write still waiting would put back the old governorate.
  const writeNow = (changes: { governorate?: string }) => {
    window.clearTimeout(timer.current);
    write({ q: text.trim(), ...changes });
  };

  const governorateOptions = governorates.map((entry) => ({
    value: entry.key,
    label: entry[language],
  }));

  return (
    <>
      <PageHeader
        title={t('dealers.pageTitle')}
        description={t('dealers.pageDescription')}
        breadcrumbs={[{ label: t('nav.home'), to: paths.home.getHref() }]}
        active={t('nav.dealers')}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <form
          role="search"
          method="get"
          action={action}
          onSubmit={(event) => {
            event.preventDefault();
            writeNow({});
          }}
          className="mb-6 grid max-w-3xl gap-3 sm:grid-cols-[minmax(0,1fr)_13rem_auto] sm:items-end"
        >
          <div className="min-w-0">
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
                name="q"
                dir="auto"
                value={text}
                onChange={(event) => type(event.target.value)}
                placeholder={t('dealers.searchPlaceholder')}
                autoComplete="off"
                className="h-11 w-full rounded-xl border border-slate-300 bg-white ps-10 pe-10 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none rtl:text-right [&::-webkit-search-cancel-button]:hidden"
              />
              {text && (
                <button
                  type="button"
                  onClick={() => type('')}
                  aria-label={t('dealers.clearSearch')}
                  className="absolute end-1.5 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-lg text-slate-500 hover:bg-slate-100"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
            </div>
          </div>
          <SelectField
            name="governorate"
            label={t('dealers.governorateLabel')}
            placeholder={t('dealers.anyGovernorate')}
            value={search.governorate}
            onChange={(event) => writeNow({ governorate: event.target.value })}
            options={governorateOptions}
          />
          <Button type="submit" className="h-11">
            {t('dealers.search')}
          </Button>
        </form>
        <DealersProvider search={search}>
          <DealerDirectory search={search} />
        </DealersProvider>
      </div>
    </>
  );
}
