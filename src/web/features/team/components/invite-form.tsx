import { useRef, useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import type { TeamRole } from '#shared/schemas/user';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/i18n';
import { isEmail, teamRoles } from '../lib/team-roles';
import { useRoleLabels } from '../lib/use-role-labels';

interface InviteFormProps {
  onInvite: (input: { email: string; role: TeamRole }) => Promise<void>;
}

/** Invite by e-mail with a role; the e-mail is checked before anything is sent. */
export function InviteForm({ onInvite }: InviteFormProps) {
  const { t } = useLanguage();
  const roles = useRoleLabels();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('employee');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!isEmail(value)) {
      setError(t('team.emailInvalid'));
      input.current?.focus();
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await onInvite({ email: value, role });
      setEmail('');
      setRole('employee');
    } catch {
      // The section shows the server's answer.
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('team.inviteTitle')}
      className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h3 className="font-bold text-slate-900">{t('team.inviteTitle')}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('team.inviteIntro')}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-start">
        <TextField
          ref={input}
          label={t('team.email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          inputMode="email"
          maxLength={320}
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label={t('team.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as TeamRole)}
          options={teamRoles.map((value) => ({ value, label: roles.short[value] }))}
        />
        <Button type="submit" disabled={sending} className="sm:mt-7">
          <UserPlus aria-hidden="true" className="size-4" />
          {sending ? t('team.inviting') : t('team.inviteSubmit')}
        </Button>
      </div>
      <p className="mt-3 text-xs text-slate-500">{roles.long[role]}</p>
    </form>
  );
}
