import { useState } from 'react';
import { Link } from 'react-router';
import { BellPlus } from 'lucide-react';
import type { AlertFrequency, SavedSearch } from '#shared/schemas/buyer';
import { formatNumber } from '#shared/rules/format';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { Alert } from '../../../components/ui/alert';
import { isolate } from '../../../components/ui/bidi';
import { buttonClasses } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { useSavedSearches, useSavedSearchChanges } from '../api/saved-searches';
import { RenameDialog } from './rename-dialog';
import { SavedSearchItem } from './saved-search-item';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

interface SavedSearchesListProps {
  userId: string;
  /** A search's criteria in words (the listing's names of makes, places...). */
  describe: (query: SavedSearch['query']) => string;
}

/** The user's saved searches, newest first, with their alerts, new cars and actions. */
export function SavedSearchesList({ userId, describe }: SavedSearchesListProps) {
  const { t, language } = useLanguage();
  const searches = useSavedSearches(userId);
  const { update, remove, visit } = useSavedSearchChanges(userId);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  const failure = (error: unknown) =>
    setFeedback({
      tone: 'error',
      text: serverMessage(t, language, error, t('savedSearches.actionFailed')),
    });

  const onChangeFrequency = (search: SavedSearch, frequency: AlertFrequency) => {
    setFeedback(null);
    update.mutate(
      { id: search.id, body: { frequency, language } },
      {
        onSuccess: () =>
          setFeedback({
            tone: 'success',
            text: t(`savedSearches.frequencyChanged.${frequency}`, { name: isolate(search.name) }),
          }),
        onError: failure,
      },
    );
  };

  const onRename = (search: SavedSearch, name: string) =>
    update.mutate(
      { id: search.id, body: { name, language } },
      {
        onSuccess: () => {
          setRenaming(null);
          setFeedback({
            tone: 'success',
            text: t('savedSearches.renamed', { name: isolate(name) }),
          });
        },
      },
    );

  const onConfirmDelete = (search: SavedSearch) =>
    remove.mutate(search.id, {
      onSuccess: () => {
        setDeleting(null);
        setFeedback({
          tone: 'success',
          text: t('savedSearches.deleted', { name: isolate(search.name) }),
        });
      },
    });

  const list = searches.data?.savedSearches;
  const busyId = remove.isPending
    ? remove.variables
    : update.isPending && update.variables.body.name !== undefined
      ? update.variables.id
      : undefined;

  return (
    <section aria-labelledby="saved-searches-heading" className="space-y-5">
      <div className="min-w-0">
        <h2 id="saved-searches-heading" className="text-xl font-extrabold text-slate-900">
          {t('savedSearches.listTitle')}
        </h2>
        {list && list.length > 0 && (
          <p className="text-sm text-slate-600">
            {t('savedSearches.total', {
              count: list.length,
              formatted: formatNumber(list.length, language),
            })}
          </p>
        )}
      </div>

      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}

      {searches.isPending ? (
        <ListSkeleton
          label={t('savedSearches.loading')}
          rows={3}
          lines={['h-5 w-1/2', 'h-4 w-3/4', 'h-9 w-1/3']}
        />
      ) : searches.isError ? (
        <ErrorFallback onRetry={() => void searches.refetch()} />
      ) : !list || list.length === 0 ? (
        <EmptyState
          icon={BellPlus}
          title={t('savedSearches.emptyTitle')}
          description={t('savedSearches.emptyDescription')}
          action={
            <Link to={paths.carGrid.getHref()} className={buttonClasses('primary')}>
              {t('savedSearches.browseCars')}
            </Link>
          }
        />
      ) : (
        <ul className="space-y-3">
          {list.map((search) => (
            <SavedSearchItem
              key={search.id}
              search={search}
              summary={describe(search.query)}
              busy={busyId === search.id}
              onShowCars={() => visit.mutate(search.id)}
              onChangeFrequency={(frequency) => onChangeFrequency(search, frequency)}
              onRename={() => {
                update.reset();
                setRenaming(search);
              }}
              onDelete={() => {
                remove.reset();
                setDeleting(search);
              }}
            />
          ))}
        </ul>
      )}

      {renaming && (
        <RenameDialog
          name={renaming.name}
          busy={update.isPending}
          error={
            update.isError && (
              <Alert tone="error" className="mt-4">
                {serverMessage(t, language, update.error, t('savedSearches.actionFailed'))}
              </Alert>
            )
          }
          onRename={(name) => onRename(renaming, name)}
          onCancel={() => setRenaming(null)}
        />
      )}

      {deleting && (
        <ConfirmDeleteDialog
          title={t('savedSearches.deleteTitle')}
          description={t('savedSearches.deleteDescription', { name: isolate(deleting.name) })}
          confirmLabel={t('savedSearches.deleteConfirm')}
          busy={remove.isPending}
          error={
            remove.isError && (
              <Alert tone="error" className="mt-4">
                {serverMessage(t, language, remove.error, t('savedSearches.actionFailed'))}
              </Alert>
            )
          }
          onConfirm={() => onConfirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
