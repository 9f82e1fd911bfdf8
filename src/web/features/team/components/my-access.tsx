import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Inbox, Plus } from 'lucide-react';
import type { User } from '#shared/schemas/user';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { accessTo } from '../../../lib/access';
import { useAuth } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { useAnswerInvitation, type InvitationAnswer } from '../api/invitation-answer';
import { useMyAccess } from '../api/my-access';
import { AccessCard } from './access-card';

/** The My Access screen below its page header (docs/decisions/111). */
export function MyAccess() {
  const { t } = useLanguage();
  const { status, user } = useAuth();
  if (status === 'loading')
    return <Spinner className="size-8 border-4" label={t('common.loading')} />;
  if (!user) {
    return (
      <Notice text={t('access.logIn')}>
        <Link to={paths.login.getHref(paths.myAccess.getHref())} className={buttonClasses()}>
          {t('nav.signIn')}
        </Link>
      </Notice>
    );
  }
  // Rejecting an invitation takes the DealerEmployee role away (decision 022); whoever has
  // answered one still sees their answer here.
  const answeredInvitation = user.role === null && user.dealer_access.length > 0;
  if (user.role !== 'DealerEmployee' && !answeredInvitation) {
    return (
      <Notice text={t('access.onlyEmployees')}>
        <Link to={paths.home.getHref()} className={buttonClasses('outline')}>
          {t('access.backHome')}
        </Link>
      </Notice>
    );
  }
  return <AccessList user={user} />;
}

function Notice({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-6 text-center shadow-card ring-1 ring-slate-200/70">
      <p className="font-semibold text-slate-800">{text}</p>
      {children && <div className="mt-4 flex justify-center">{children}</div>}
    </div>
  );
}

function AccessList({ user }: { user: User }) {
  const { t, language } = useLanguage();
  const access = useMyAccess(user.uid, true);
  const answer = useAnswerInvitation(user.uid);
  const [busy, setBusy] = useState<InvitationAnswer | null>(null);
  const [outcome, setOutcome] = useState<
    | { kind: 'success'; action: InvitationAnswer['action'] }
    | { kind: 'error'; message: string }
    | null
  >(null);

  const onAnswer = async (next: InvitationAnswer) => {
    setBusy(next);
    setOutcome(null);
    try {
      await answer(next);
      setOutcome({ kind: 'success', action: next.action });
    } catch (error) {
      const fallback =
        next.action === 'accept' ? t('access.acceptFailed') : t('access.rejectFailed');
      setOutcome({ kind: 'error', message: serverMessage(t, language, error, fallback) });
    } finally {
      setBusy(null);
    }
  };

  if (access.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <Spinner />
        {t('access.loading')}
      </p>
    );
  }

  if (access.isError) {
    return (
      <Alert tone="error">
        <p className="font-semibold">{t('access.loadError')}</p>
        <p className="mt-1">{t('access.loadErrorNote')}</p>
        <button
          type="button"
          onClick={() => void access.refetch()}
          disabled={access.isFetching}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-red-900 underline underline-offset-2"
        >
          {t('errors.retry')}
        </button>
      </Alert>
    );
  }

  const entries = access.data;
  // Accepting is a step towards what the invitee came for: the next one is offered at once
  // (when the refreshed session says they may add cars).
  const nextStep =
    outcome?.kind === 'success' && outcome.action === 'accept' && accessTo(user, 'add-car').allowed;
  return (
    <div className="space-y-4">
      {outcome?.kind === 'success' && (
        <Alert tone="success">
          <p className="font-semibold">{t('access.success')}</p>
          {nextStep && (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <p>{t('access.nextStep')}</p>
              <Link to={paths.addCar.getHref()} className={buttonClasses('primary')}>
                <Plus aria-hidden="true" className="size-4" />
                {t('access.addFirstCar')}
              </Link>
            </div>
          )}
        </Alert>
      )}
      {outcome?.kind === 'error' && <Alert tone="error">{outcome.message}</Alert>}
      {entries.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={t('access.empty')}
          description={t('access.emptyDetail')}
          hint={user.dealer_access.length === 0 ? t('access.employeeHint') : undefined}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {entries.map((entry) => (
            <AccessCard
              key={entry.dealerId}
              entry={entry}
              busy={busy?.dealerId === entry.dealerId ? busy.action : null}
              disabled={busy !== null}
              onAnswer={(action) => void onAnswer({ dealerId: entry.dealerId, action })}
            />
          ))}
        </div>
      )}
    </div>
  );
}
