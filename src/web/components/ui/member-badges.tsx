import { useTranslation } from 'react-i18next';
import type { TeamMemberStatus } from '#shared/schemas/dealer';
import { Badge } from './badge';

export type ShownTeamRole = 'admin' | 'manager' | 'employee' | 'unknown';

/** Admin, manager or employee; an absent role shows employee, anything else Unknown. */
export function shownTeamRole(role: string | null | undefined): ShownTeamRole {
  if (role === undefined || role === null || role === '') return 'employee';
  return role === 'admin' || role === 'manager' || role === 'employee' ? role : 'unknown';
}

const roleTones: Record<ShownTeamRole, string> = {
  admin: 'bg-brand-50 text-brand-800 ring-brand-200',
  manager: 'bg-violet-50 text-violet-800 ring-violet-200',
  employee: 'bg-slate-100 text-slate-700 ring-slate-200',
  unknown: 'bg-slate-50 text-slate-500 ring-slate-200',
};

export function TeamRoleBadge({ role }: { role: string | null | undefined }) {
  const { t } = useTranslation();
  const shown = shownTeamRole(role);
  const labels: Record<ShownTeamRole, string> = {
    admin: t('teamRole.admin'),
    manager: t('teamRole.manager'),
    employee: t('teamRole.employee'),
    unknown: t('teamRole.unknown'),
  };
  return (
    <Badge data-role={shown} className={roleTones[shown]}>
      {labels[shown]}
    </Badge>
  );
}

const statusTones: Record<TeamMemberStatus, string> = {
  pending: 'bg-accent-50 text-accent-700 ring-accent-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

export function MemberStatusBadge({ status }: { status: TeamMemberStatus }) {
  const { t } = useTranslation();
  const labels: Record<TeamMemberStatus, string> = {
    pending: t('memberStatus.pending'),
    approved: t('memberStatus.approved'),
    rejected: t('memberStatus.rejected'),
  };
  return (
    <Badge data-status={status} className={statusTones[status]}>
      {labels[status]}
    </Badge>
  );
}
