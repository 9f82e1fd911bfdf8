import { useState } from 'react';
import { Link } from 'react-router';
import { Inbox, SearchX } from 'lucide-react';
import type { Lead } from '#shared/schemas/lead';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { useLeads } from '../api/leads';
import { hasLeadFilters, toLeadListQuery, type LeadSearch } from '../lib/lead-search';
import { useNow } from '../lib/lead-times';
import { LeadFilters } from './lead-filters';
import { LeadItem } from './lead-item';
import { LeadPanel } from './lead-panel';

interface LeadListProps {
  userId: string;
  dealerId: string;
  search: LeadSearch;
  onChange: (changes: Partial<LeadSearch>) => void;
  /** The inbox of this dealership without filters. */
  clearHref: string;
}

/** A dealership's leads, newest first, filtered as the address says, 50 at a time. */
export function LeadList({ userId, dealerId, search, onChange, clearHref }: LeadListProps) {
  const { t } = useLanguage();
  const leads = useLeads(userId, dealerId, toLeadListQuery(search));
  const [opened, setOpened] = useState<Lead | null>(null);
  const now = useNow();

  const first = leads.data?.pages[0];
  const rows = leads.data?.pages.flatMap((page) => page.leads) ?? [];
  const canAssign = first?.canAssign ?? false;
  const assignees = first?.assignees ?? [];
  // Another dealership's rows, kept while this one's load, are not this one's to open.
  const stale = leads.isPlaceholderData;

  return (
    <div className="space-y-5">
      <LeadFilters
        search={search}
        cars={first?.cars ?? []}
        assignees={canAssign ? assignees : undefined}
        onChange={onChange}
        clearHref={clearHref}
      />

      {leads.isPending ? (
        <ListSkeleton
          label={t('leads.loading')}
          rows={3}
          media="size-10 rounded-xl"
          lines={['h-5 w-1/2', 'h-4 w-1/3', 'h-4 w-3/4']}
        />
      ) : leads.isError && rows.length === 0 ? (
        <ErrorFallback onRetry={() => void leads.refetch()} />
      ) : rows.length === 0 ? (
        hasLeadFilters(search) ? (
          <EmptyState
            icon={SearchX}
            title={t('leads.noMatchTitle')}
            description={t('leads.noMatchDescription')}
            action={
              <Link to={clearHref} className={buttonClasses('outline')}>
                {t('leads.showAll')}
              </Link>
            }
          />
        ) : (
          <EmptyState
            icon={Inbox}
            title={t('leads.emptyTitle')}
            description={t('leads.emptyDescription')}
          />
        )
      ) : (
        <>
          <ul
            aria-label={t('leads.listLabel')}
            aria-busy={stale || undefined}
            className={cn('space-y-3', stale && 'opacity-60')}
          >
            {rows.map((lead) => (
              <LeadItem
                key={lead.id}
                lead={lead}
                now={now}
                onOpen={() => {
                  if (!stale) setOpened(lead);
                }}
              />
            ))}
          </ul>
          {leads.isFetchNextPageError && (
            <p role="alert" className="text-center text-sm font-semibold text-red-700">
              {t('leads.loadMoreFailed')}
            </p>
          )}
          {leads.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                disabled={leads.isFetchingNextPage}
                onClick={() => void leads.fetchNextPage()}
                className="max-sm:w-full"
              >
                {leads.isFetchingNextPage ? t('leads.loadingMore') : t('leads.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}

      {opened && (
        <LeadPanel
          userId={userId}
          dealerId={dealerId}
          lead={opened}
          canAssign={canAssign}
          assignees={assignees}
          now={now}
          onClose={() => setOpened(null)}
        />
      )}
    </div>
  );
}
