import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { teamPermissions } from '#shared/rules/access';
import type { User } from '#shared/schemas/user';
import type { Language } from '#shared/reference/types';
import { textInLanguage } from '#shared/rules/dealer-names';
import { EmptyState } from '../../components/ui/empty-state';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { useLanguage } from '../../lib/i18n';
import { AccountScreen } from '../account-screen';
import { TeamSection } from '../../features/team/components/team-section';
import { ApiKeysSection } from '../../features/api-keys/components/api-keys-section';

/** /my-team (Dealer): the team of each dealership the user runs or manages. */
export function MyTeamRoute() {
  const { t } = useTranslation();
  return (
    <AccountScreen
      route="my-team"
      title={t('team.title')}
      description={t('team.description')}
      breadcrumbs={[
        { label: t('nav.home'), to: paths.home.getHref() },
        { label: t('nav.myAccount'), to: paths.myAccount.getHref() },
      ]}
    >
      <div className="max-w-5xl">
        <Teams />
      </div>
    </AccountScreen>
  );
}

function Teams() {
  const { t, language } = useLanguage();
  const { user } = useAuth();
  if (!user) return null;
  const teams = visibleTeams(user, language);
  if (teams.length === 0) {
    return (
      <EmptyState icon={Users} title={t('team.noTeams')} description={t('team.noTeamsHint')} />
    );
  }
  return (
    <div className="space-y-8">
      {teams.map((team) => (
        <div key={team.dealerId} className="space-y-4">
          <TeamSection
            user={user}
            dealerId={team.dealerId}
            dealerName={team.dealerName}
            canManage={team.canManage}
          />
          {/* A dealership's own systems write its stock with its keys (docs/decisions/174). */}
          {team.canManage && (
            <ApiKeysSection
              userId={user.uid}
              dealerId={team.dealerId}
              dealerName={team.dealerName}
            />
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * The dealerships whose team the user may see (approved admins and managers), admins first, each
 * named in the page's language.
 */
function visibleTeams(user: User, language: Language) {
  return user.dealer_access
    .map((access) => ({ ...access, permissions: teamPermissions(access) }))
    .filter((access) => access.permissions.viewTeam)
    .map((access) => ({
      dealerId: access.dealerId,
      dealerName: textInLanguage(access.dealerNames, language),
      canManage: access.permissions.manageTeam,
    }))
    .sort((a, b) => Number(b.canManage) - Number(a.canManage));
}
