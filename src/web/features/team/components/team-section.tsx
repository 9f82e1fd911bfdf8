import { useState } from 'react';
import { Trash2, Users } from 'lucide-react';
import type { TeamMember } from '#shared/schemas/team';
import type { TeamRole, User } from '#shared/schemas/user';
import { formatNumber } from '#shared/rules/format';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { IconPanel } from '../../../components/ui/icon-panel';
import { MemberStatusBadge, TeamRoleBadge } from '../../../components/ui/member-badges';
import { SelectField } from '../../../components/ui/select-field';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useLanguage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { useTeam, useTeamChanges } from '../api/team';
import { isTeamRole, teamRoles } from '../lib/team-roles';
import { useRoleLabels } from '../lib/use-role-labels';
import { InviteForm } from './invite-form';
import { InviteShare } from './invite-share';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

interface TeamSectionProps {
  user: User;
  dealerId: string;
  dealerName: string;
  /** An approved admin changes the team; a manager only sees it (`teamPermissions`). */
  canManage: boolean;
}

/** One dealership's team on /my-team: the members, and for admins invite, role and remove. */
export function TeamSection({ user, dealerId, dealerName, canManage }: TeamSectionProps) {
  const { t, language } = useLanguage();
  const team = useTeam(user.uid, dealerId);
  const changes = useTeamChanges(user.uid, dealerId);
  const [feedback, setFeedback] = useState<Feedback>(null);
  // The e-mail last invited, whose link the admin may now share.
  const [invited, setInvited] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, success: string) => {
    setFeedback(null);
    setInvited(null);
    try {
      await action();
      setFeedback({ tone: 'success', text: success });
    } catch (error) {
      setFeedback({
        tone: 'error',
        text: serverMessage(t, language, error, t('team.actionFailed')),
      });
      throw error;
    }
  };

  const members = team.data ?? [];
  return (
    <IconPanel
      icon={Users}
      titleSize="xl"
      title={<bdi>{dealerName}</bdi>}
      aside={
        team.isSuccess && (
          <span className="text-sm font-semibold text-slate-500">
            {t('team.memberCount', {
              count: members.length,
              formatted: formatNumber(members.length, language),
            })}
          </span>
        )
      }
    >
      {!canManage && <p className="mt-3 text-sm text-slate-600">{t('team.readOnly')}</p>}

      {feedback && (
        <Alert tone={feedback.tone} className="mt-4">
          {feedback.text}
        </Alert>
      )}

      {canManage && (
        <div className="mt-5">
          <InviteForm
            onInvite={async (input) => {
              await run(() => changes.invite(input), t('team.invited', { email: input.email }));
              setInvited(input.email);
            }}
          />
          {invited && <InviteShare email={invited} dealerName={dealerName} />}
        </div>
      )}

      <h3 className="mt-6 mb-2 text-sm font-bold tracking-wide text-slate-500">
        {t('team.members')}
      </h3>
      {team.isPending ? (
        <div role="status" aria-label={t('team.loading')} className="space-y-2">
          <div className="h-16 animate-pulse rounded-2xl bg-slate-100" />
          <div className="h-16 animate-pulse rounded-2xl bg-slate-100" />
        </div>
      ) : team.isError ? (
        <ErrorFallback onRetry={() => void team.refetch()} />
      ) : members.length === 0 ? (
        <p className="text-sm text-slate-600">{t('team.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200">
          {members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              isMe={member.id === user.uid}
              canManage={canManage}
              onChangeRole={(role) =>
                run(
                  () => changes.changeRole({ memberId: member.id, role }),
                  t('team.roleChanged', { email: member.email }),
                )
              }
              onRemove={() =>
                run(() => changes.remove(member.id), t('team.removed', { email: member.email }))
              }
            />
          ))}
        </ul>
      )}
    </IconPanel>
  );
}

interface MemberRowProps {
  member: TeamMember;
  isMe: boolean;
  canManage: boolean;
  onChangeRole: (role: TeamRole) => Promise<void>;
  onRemove: () => Promise<void>;
}

function MemberRow({ member, isMe, canManage, onChangeRole, onRemove }: MemberRowProps) {
  const { t } = useLanguage();
  const roles = useRoleLabels();
  const [busy, setBusy] = useState<'role' | 'remove' | null>(null);
  const [confirming, setConfirming] = useState(false);
  // No one is offered to remove themselves or change their own role: an admin who did would
  // lock themself out of the team they are managing (docs/decisions/122).
  const manageable = canManage && !isMe;

  const act = async (kind: 'role' | 'remove', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch {
      // The section shows the error.
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-3 sm:px-4">
      <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
        <UserAvatar name={member.name ?? member.email} className="ring-0" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {member.name ? (
              <bdi className="truncate">{member.name}</bdi>
            ) : (
              // Whose account an invitation reached is told only once they accept (decision 022).
              <span className="text-sm font-normal text-slate-500 italic">
                {t('team.nameOnceAccepted')}
              </span>
            )}
            {isMe && (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                {t('team.you')}
              </span>
            )}
          </p>
          <p className="truncate text-sm text-slate-600">
            <bdi>{member.email}</bdi>
          </p>
        </div>
      </div>
      <div className="flex w-full items-center gap-2 sm:w-auto">
        {manageable ? (
          <SelectField
            label={t('team.roleOf', { email: member.email })}
            hideLabel
            className="min-w-0 flex-1 sm:w-40 sm:flex-none"
            value={isTeamRole(member.role) ? member.role : ''}
            disabled={busy !== null}
            placeholder={isTeamRole(member.role) ? undefined : t('teamRole.unknown')}
            onChange={(event) => {
              const role = event.target.value;
              if (isTeamRole(role)) void act('role', () => onChangeRole(role));
            }}
            options={teamRoles.map((value) => ({ value, label: roles.short[value] }))}
          />
        ) : (
          <TeamRoleBadge role={member.role} />
        )}
        {/* A fixed slot, so that the role selects line up whatever the status's length. */}
        <span className="flex shrink-0 sm:w-28 sm:justify-center">
          <MemberStatusBadge status={member.status} />
        </span>
        {manageable && (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy !== null || confirming}
            onClick={() => setConfirming(true)}
            aria-label={t('team.removeLabel', { email: member.email })}
            className="shrink-0 text-red-700! hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{t('team.remove')}</span>
          </Button>
        )}
      </div>
      {manageable && confirming && (
        <div
          role="group"
          aria-label={t('team.removeConfirm', { email: member.email })}
          className="flex w-full flex-wrap items-center gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="min-w-0 flex-1 basis-48 font-semibold">
            {t('team.removeConfirm', { email: member.email })}
          </p>
          <Button
            size="sm"
            disabled={busy !== null}
            onClick={() => void act('remove', onRemove)}
            className="bg-red-700 hover:bg-red-800"
          >
            {busy === 'remove' ? t('team.removing') : t('team.removeYes')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy !== null}
            onClick={() => setConfirming(false)}
          >
            {t('team.cancel')}
          </Button>
        </div>
      )}
      {busy === 'role' && (
        <p role="status" className="w-full text-xs text-slate-500">
          {t('team.saving')}
        </p>
      )}
    </li>
  );
}
