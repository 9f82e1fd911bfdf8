import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { teamPermissions } from '#shared/rules/access';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { AccountScreen } from '../account-screen';
import { carKeys } from '../../features/cars/api/query-keys';
import { myCarsKeys } from '../../features/my-cars/api/my-cars';
import { StockImport } from '../../features/stock-import/components/stock-import';

/** /my-cars/import: a dealership's stock from a spreadsheet, for its admins and managers. */
export function StockImportRoute() {
  const { t } = useTranslation();
  return (
    <AccountScreen
      route="stock-import"
      title={t('stockImport.title')}
      description={t('stockImport.description')}
      breadcrumbs={[
        { label: t('nav.home'), to: paths.home.getHref() },
        { label: t('myCars.title'), to: paths.myCars.getHref() },
      ]}
    >
      <StockImportOfUser />
    </AccountScreen>
  );
}

function StockImportOfUser() {
  const { user } = useAuth();
  const userId = user?.uid ?? '';
  // An import's cars show in My Cars and, once listed, in the public listings.
  const invalidateAlso = useMemo(() => [carKeys.all, myCarsKeys.all(userId)], [userId]);
  if (!user) return null;
  // The dealerships the server lets the user import into (docs/decisions/043).
  const dealerships = user.dealer_access.filter((access) => teamPermissions(access).manageAllCars);
  return <StockImport userId={userId} dealerships={dealerships} invalidateAlso={invalidateAlso} />;
}
