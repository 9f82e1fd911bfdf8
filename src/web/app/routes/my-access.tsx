import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { accessTo } from '../../lib/access';
import { useAuth } from '../../lib/auth';
import { MyAccess } from '../../features/team/components/my-access';
import { AccountScreen } from '../account-screen';

/** /my-access: the dealer access invitations of a dealer employee. */
export function MyAccessRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // Home > My Account > My Access; My Account is a link only for those who may open it.
  const myAccount = accessTo(user, 'my-account').allowed ? paths.myAccount.getHref() : undefined;
  return (
    <AccountScreen
      route="my-access"
      title={t('access.title')}
      description={t('access.description')}
      breadcrumbs={[
        { label: t('nav.home'), to: paths.home.getHref() },
        { label: t('nav.myAccount'), to: myAccount },
      ]}
    >
      <MyAccess />
    </AccountScreen>
  );
}
