import { useMemo } from 'react';
import { Link } from 'react-router';
import { FileSpreadsheet, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { teamPermissions } from '#shared/rules/access';
import type { User } from '#shared/schemas/user';
import { textInLanguage } from '#shared/rules/dealer-names';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { carKeys } from '../../features/cars/api/query-keys';
import { AccountScreen } from '../account-screen';
import { insightsKeys, useDealersInsights } from '../../features/analytics/api/dealer-insights';
import { InsightsPanel } from '../../features/analytics/components/insights-panel';
import { viewsByCar } from '../../features/analytics/lib/insights-data';
import { MyCarsList } from '../../features/my-cars/components/my-cars-list';
import { useAuth } from '../../lib/auth';
import { useLanguage } from '../../lib/i18n';

/** /my-cars: the cars of the user's dealerships and, for admins and managers, their views. */
export function MyCarsRoute() {
  const { t } = useTranslation();
  return (
    <AccountScreen
      route="my-cars"
      title={t('myCars.title')}
      description={t('myCars.description')}
      breadcrumbs={[{ label: t('nav.home'), to: paths.home.getHref() }]}
    >
      <MyCars />
    </AccountScreen>
  );
}

/**
 * The dealerships whose insights the user sees: approved admins and managers, who manage all
 * of its cars (the server checks the same permission, docs/decisions/043).
 */
const overseenDealerships = (user: User) =>
  user.dealer_access.filter((access) => teamPermissions(access).manageAllCars);

function MyCars() {
  const { user } = useAuth();
  if (!user) return null;
  return <MyCarsWithInsights user={user} />;
}

function MyCarsWithInsights({ user }: { user: User }) {
  const { t, language } = useLanguage();
  const overseen = overseenDealerships(user);
  const insights = useDealersInsights(
    user.uid,
    overseen.map((access) => access.dealerId),
  );
  const views = viewsByCar(insights.map((result) => result.data));
  const invalidateAlso = useMemo(() => [carKeys.all, insightsKeys.all(user.uid)], [user.uid]);
  const showDealerName =
    user.dealer_access.filter((access) => access.status === 'approved').length > 1;
  return (
    <div className="space-y-8">
      {/* First on the screen, above the insights: adding a car is what a dealer comes to do;
          admins and managers may bring many at once from a spreadsheet. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Link
          to={paths.addCar.getHref()}
          className={cn(buttonClasses('primary', 'lg'), 'max-sm:w-full')}
        >
          <Plus aria-hidden="true" className="size-5" />
          {t('myCars.addCar')}
        </Link>
        {overseen.length > 0 && (
          <Link
            to={paths.stockImport.getHref()}
            className={cn(buttonClasses('outline', 'lg'), 'max-sm:w-full')}
          >
            <FileSpreadsheet aria-hidden="true" className="size-5" />
            {t('stockImport.openLink')}
          </Link>
        )}
      </div>
      {overseen.map((access, index) => (
        <InsightsPanel
          key={access.dealerId}
          dealerName={showDealerName ? textInLanguage(access.dealerNames, language) : undefined}
          insights={insights[index]?.data}
          isError={insights[index]?.isError ?? false}
          onRetry={() => void insights[index]?.refetch()}
        />
      ))}
      <MyCarsList user={user} views={views} invalidateAlso={invalidateAlso} />
    </div>
  );
}
