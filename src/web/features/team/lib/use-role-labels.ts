import { useTranslation } from 'react-i18next';
import type { TeamRole } from '#shared/schemas/user';

/** Each role's name, and a line on what it may do (ours: `teamPermissions`). */
export function useRoleLabels() {
  const { t } = useTranslation();
  const short: Record<TeamRole, string> = {
    admin: t('teamRole.admin'),
    manager: t('teamRole.manager'),
    employee: t('teamRole.employee'),
  };
  const long: Record<TeamRole, string> = {
    admin: t('team.roleAdmin'),
    manager: t('team.roleManager'),
    employee: t('team.roleEmployee'),
  };
  return { short, long };
}
