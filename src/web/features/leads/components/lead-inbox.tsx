import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Building2 } from 'lucide-react';
import type { User } from '#shared/schemas/user';
import { textInLanguage } from '#shared/rules/dealer-names';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import {
  parseLeadSearch,
  serializeLeadSearch,
  type InboxView,
  type LeadSearch,
} from '../lib/lead-search';
import { DealerReports } from './dealer-reports';
import { LeadList } from './lead-list';

const views: readonly InboxView[] = ['leads', 'reports'];

/**
 * /my-leads: the leads of one of the user's dealerships (a switcher for people on more than
 * one team), and the reports of its listings. Dealership, section and filters are in the
 * address.
 */
export function LeadInbox({ user }: { user: User }) {
  const { t, language } = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = useMemo(() => parseLeadSearch(params), [params]);

  const dealerships = user.dealer_access.filter((access) => access.status === 'approved');
  const current =
    dealerships.find((access) => access.dealerId === search.dealerId) ?? dealerships[0];

  if (!current) {
    return (
      <EmptyState
        icon={Building2}
        title={t('leads.noDealershipTitle')}
        description={t('leads.noDealershipDescription')}
        action={
          <Link to={paths.myAccount.getHref()} className={buttonClasses('primary')}>
            {t('nav.myAccount')}
          </Link>
        }
      />
    );
  }

  // Only a second team's id is written: the first dealership is the inbox's default.
  const hrefFor = (changes: Partial<LeadSearch>) => {
    const next = { ...search, ...changes };
    const dealerId = next.dealerId === dealerships[0]?.dealerId ? undefined : next.dealerId;
    return paths.myLeads.getHref(serializeLeadSearch({ ...next, dealerId }));
  };
  const withoutFilters = {
    carId: undefined,
    status: undefined,
    assignee: undefined,
    kind: undefined,
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <nav aria-label={t('leads.sections')} className="min-w-0">
          <ul className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-grid">
            {views.map((view) => (
              <li key={view}>
                <Link
                  to={hrefFor({ view })}
                  aria-current={search.view === view ? 'page' : undefined}
                  className={cn(
                    'grid h-11 place-items-center rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:h-9',
                    search.view === view
                      ? 'bg-white text-brand-800 shadow-sm'
                      : 'text-slate-600 hover:text-brand-800',
                  )}
                >
                  {t(`leads.view.${view}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {dealerships.length > 1 && (
          <SelectField
            label={t('leads.dealership')}
            className="sm:w-64"
            value={current.dealerId}
            options={dealerships.map((access) => ({
              value: access.dealerId,
              label: textInLanguage(access.dealerNames, language),
            }))}
            // Cars and people are the dealership's own: its filters go with it.
            onChange={(event) =>
              void navigate(hrefFor({ ...withoutFilters, dealerId: event.target.value }))
            }
          />
        )}
      </div>

      <section aria-labelledby="inbox-heading" className="space-y-5">
        <h2 id="inbox-heading" className="text-xl font-extrabold text-slate-900">
          {search.view === 'reports' ? t('leads.reports.title') : t('leads.listTitle')}
        </h2>
        {search.view === 'reports' ? (
          <DealerReports key={current.dealerId} userId={user.uid} dealerId={current.dealerId} />
        ) : (
          <LeadList
            key={current.dealerId}
            userId={user.uid}
            dealerId={current.dealerId}
            search={search}
            onChange={(changes) => void navigate(hrefFor(changes))}
            clearHref={hrefFor(withoutFilters)}
          />
        )}
      </section>
    </div>
  );
}
