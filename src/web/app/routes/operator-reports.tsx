import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { OperatorReports } from '../../features/operator/components/operator-reports';
import { useAuth } from '../../lib/auth';
import { AccountScreen } from '../account-screen';

/**
 * /operator/reports: the site operators' review of reported listings. Any signed-in
 * user may open it; the server answers the reports to operators only.
 */
export function OperatorReportsRoute() {
  const { t } = useTranslation();
  return (
    <AccountScreen
      route="operator-reports"
      title={t('operator.title')}
      description={t('operator.description')}
      breadcrumbs={[{ label: t('nav.home'), to: paths.home.getHref() }]}
    >
      <Reports />
    </AccountScreen>
  );
}

function Reports() {
  const { user } = useAuth();
  if (!user) return null;
  return <OperatorReports userId={user.uid} />;
}
