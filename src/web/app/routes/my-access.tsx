import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header';
import { DocumentTitle } from '../../components/seo/document-title';
import { paths } from '../../config/paths';
import { accessTo } from '../../lib/access';
import { useAuth } from '../../lib/auth';
import { MyAccess } from '../../features/access/components/my-access';
import { RequireAccess } from '../../features/auth/components/require-access';

/** /my-access (spec section 2): the dealer access invitations of a dealer employee. */
export function MyAccessRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // Home > My Account > My Access; My Account is a link only for those who may open it.
  const myAccount = accessTo(user, 'my-account').allowed ? paths.myAccount.getHref() : undefined;
  return (
    <RequireAccess route="my-access">
      <DocumentTitle title={t('access.title')} />
      <PageHeader
        title={t('access.title')}
        description={t('access.description')}
        breadcrumbs={[
          { label: t('nav.home'), to: paths.home.getHref() },
          { label: t('nav.myAccount'), to: myAccount },
        ]}
        active={t('access.title')}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <MyAccess />
      </div>
    </RequireAccess>
  );
}
