import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { BellPlus, CircleCheck } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { doAfterSignIn, takeAfterSignIn } from '../../../lib/after-sign-in';
import { useAuth } from '../../../lib/auth';
import { loadTranslations, useLanguage } from '../../../lib/i18n';
import { suggestedName } from '../lib/search-name';
import { searchSummary, type FilterName, type SearchCriteria } from '../lib/search-summary';

// The dialog and its strings (the account bundle) come when it is first opened.
const SaveSearchDialog = lazy(() =>
  Promise.all([import('./save-search-dialog'), loadTranslations('account')]).then(([module]) => ({
    default: module.SaveSearchDialog,
  })),
);

interface SaveSearchButtonProps {
  /** The search's criteria only (no sort, no page), by the listing's parameter names. */
  query: SearchCriteria;
  /** The names of its filters, as the listing's chips show them. */
  filterNames: readonly FilterName[];
}

/**
 * "Save this search" on the listings: signed out, it leads to sign-in and back, where the search
 * is saved as the dialog would have named it, with instant alerts (both can be changed on
 * /saved-searches); signed in, it opens the dialog. Once saved it says so with a link to
 * /saved-searches.
 */
export function SaveSearchButton({ query, filterNames }: SaveSearchButtonProps) {
  const { t, language } = useLanguage();
  const { status, user } = useAuth();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [open, setOpen] = useState(false);
  // The search saved last, so the same search is not offered again until it changes.
  const [savedSearch, setSavedSearch] = useState<string | null>(null);
  const searchKey = JSON.stringify(query);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  // Back from the sign-in this button led to: the search is saved without asking again. A
  // failure opens the dialog, which says why and lets the buyer try again. The saving code
  // comes only then: signed-out visitors, most of them, load none of it (decision 168).
  const userId = user?.uid;
  useEffect(() => {
    if (!userId || !takeAfterSignIn('saveSearch', here)) return;
    void Promise.all([import('../api/saved-searches'), loadTranslations('account')])
      .then(async ([{ createSavedSearch, savedSearchKeys }]) => {
        setSaving(true);
        await createSavedSearch({
          name: suggestedName(searchSummary(query, filterNames, t, language)),
          query,
          frequency: 'instant',
          language,
        });
        setSavedSearch(searchKey);
        await queryClient.invalidateQueries({ queryKey: savedSearchKeys.all(userId) });
      })
      .catch(() => setOpen(true))
      .finally(() => setSaving(false));
  }, [userId, here, query, filterNames, t, language, searchKey, queryClient]);

  if (status === 'loggedOut' || !user) {
    return (
      <Link
        to={paths.login.getHref(here)}
        onClick={() => doAfterSignIn('saveSearch', here)}
        className={buttonClasses('outline', 'sm')}
      >
        <BellPlus aria-hidden="true" className="size-4" />
        {t('saveSearch.button')}
      </Link>
    );
  }
  if (savedSearch === searchKey) return <SavedNotice />;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        disabled={saving}
        onClick={() => setOpen(true)}
      >
        <BellPlus aria-hidden="true" className="size-4" />
        {saving ? t('savedSearches.dialog.saving') : t('saveSearch.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            userId={user.uid}
            query={query}
            filterNames={filterNames}
            onSaved={() => {
              setOpen(false);
              setSavedSearch(searchKey);
            }}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** After saving: the news, and the way to the saved searches (it takes the focus). */
function SavedNotice() {
  const { t } = useLanguage();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), []);
  return (
    <p
      role="status"
      className="inline-flex min-h-11 flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-emerald-50 px-3 py-1.5 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-200 sm:min-h-9"
    >
      <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
      {t('savedSearches.saved')}
      <Link
        ref={link}
        to={paths.savedSearches.getHref()}
        className="text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        {t('savedSearches.seeAll')}
      </Link>
    </p>
  );
}
