import { useLanguage } from '../../../lib/i18n';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { MemberStatusBadge, TeamRoleBadge } from '../../../components/ui/member-badges';
import type { AccessEntry } from '../api/my-access';
import type { InvitationAction } from '../api/invitation-answer';
import { IconTile } from '../../../components/ui/icon-tile';
import { textInLanguage } from '#shared/rules/dealer-names';

interface AccessCardProps {
  entry: AccessEntry;
  /** The action under way on this card, if any. */
  busy: InvitationAction | null;
  /** Another card's action is under way. */
  disabled: boolean;
  onAnswer: (action: InvitationAction) => void;
}

/** A "Dealer Access" card: business name, e-mail, role and status badges. */
export function AccessCard({ entry, busy, disabled, onAnswer }: AccessCardProps) {
  const { t, language } = useLanguage();
  const { member } = entry;
  const headingId = `access-${entry.dealerId}`;
  const pending = member.status === 'pending';
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200/70"
    >
      <div className="flex items-center gap-3">
        <IconTile icon={ShieldCheck} />
        <h2 id={headingId} className="flex-1 text-lg font-bold text-slate-900">
          {t('access.cardTitle')}
        </h2>
        <MemberStatusBadge status={member.status} />
      </div>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="font-semibold text-slate-500">{t('access.business')}</dt>
        <dd className="font-bold break-words text-slate-900">
          <bdi>{textInLanguage(entry.dealerNames, language)}</bdi>
        </dd>
        <dt className="font-semibold text-slate-500">{t('access.email')}</dt>
        <dd className="break-words text-slate-800">
          <bdi>{member.email}</bdi>
        </dd>
        <dt className="font-semibold text-slate-500">{t('access.role')}</dt>
        <dd>
          <TeamRoleBadge role={member.role} />
        </dd>
      </dl>
      {pending && (
        <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          <Button
            onClick={() => onAnswer('accept')}
            disabled={busy !== null || disabled}
            className="min-w-28 flex-1 sm:flex-none"
          >
            {busy === 'accept' ? t('access.processing') : t('access.accept')}
          </Button>
          <Button
            variant="outline"
            onClick={() => onAnswer('reject')}
            disabled={busy !== null || disabled}
            className="min-w-28 flex-1 sm:flex-none"
          >
            {busy === 'reject' ? t('access.processing') : t('access.reject')}
          </Button>
        </div>
      )}
    </article>
  );
}
