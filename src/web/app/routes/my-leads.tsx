import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { LeadInbox } from '../../features/leads/components/lead-inbox';
import { useAuth } from '../../lib/auth';
import { AccountScreen } from '../account-screen';

/** /my-leads: the inquiries and counted taps on the cars of the user's dealerships. */
export function MyLeadsRoute() {
  const { t } = useTranslation();
  return (
    <AccountScreen
      route="my-leads"
      title={t('leads.title')}
      description={t('leads.description')}
      breadcrumbs={[{ label: t('nav.home'), to: paths.home.getHref() }]}
    >
      <MyLeads />
    </AccountScreen>
  );
}

function MyLeads() {
  const { user } = useAuth();
  if (!user) return null;
  return <LeadInbox user={user} />;
}
