import { useRef, useState, type FormEvent } from 'react';
import { Check, Copy, KeyRound, Plus, Trash2 } from 'lucide-react';
import { maxApiKeyNameLength } from '#shared/reference/limits';
import type { ApiKey, CreatedApiKey } from '#shared/schemas/api-key';
import { formatDate, formatDateTime } from '#shared/rules/format';
import { Alert } from '../../../components/ui/alert';
import { isolate } from '../../../components/ui/bidi';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { IconPanel } from '../../../components/ui/icon-panel';
import { TextField } from '../../../components/ui/text-field';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { useLanguage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { useApiKeyChanges, useApiKeys } from '../api/api-keys';

interface ApiKeysSectionProps {
  userId: string;
  dealerId: string;
  dealerName: string;
}

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/**
 * One dealership's API keys on /my-team, for its admins (docs/decisions/174): make a key by name
 * and see it once, list the keys with when each was made and last used, revoke one after a
 * question.
 */
export function ApiKeysSection({ userId, dealerId, dealerName }: ApiKeysSectionProps) {
  const { t, language } = useLanguage();
  const keys = useApiKeys(userId, dealerId);
  const changes = useApiKeyChanges(userId, dealerId);
  const [feedback, setFeedback] = useState<Feedback>(null);
  // The key just made: shown until the admin closes it, and never again.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);
  const [revokeError, setRevokeError] = useState<string>();

  const failure = (error: unknown) => serverMessage(t, language, error, t('apiKeys.failed'));

  const create = async (name: string) => {
    setFeedback(null);
    setCreated(null);
    try {
      setCreated(await changes.create(name));
    } catch (error) {
      setFeedback({ tone: 'error', text: failure(error) });
      throw error;
    }
  };

  const revoke = async (key: ApiKey) => {
    setRevokeBusy(true);
    setRevokeError(undefined);
    try {
      await changes.revoke(key.id);
      setRevoking(null);
      if (created?.apiKey.id === key.id) setCreated(null);
      setFeedback({ tone: 'success', text: t('apiKeys.revoked', { name: isolate(key.name) }) });
    } catch (error) {
      setRevokeError(failure(error));
    } finally {
      setRevokeBusy(false);
    }
  };

  const list = keys.data ?? [];
  return (
    <IconPanel
      icon={KeyRound}
      titleSize="lg"
      title={t('apiKeys.title')}
      aside={
        <bdi className="min-w-0 truncate text-sm font-semibold text-slate-500">{dealerName}</bdi>
      }
    >
      <p className="mt-3 text-sm text-slate-600">{t('apiKeys.intro')}</p>

      {feedback && (
        <Alert tone={feedback.tone} className="mt-4">
          {feedback.text}
        </Alert>
      )}

      <CreateKeyForm onCreate={create} />
      {created && <NewKey created={created} onDone={() => setCreated(null)} />}

      <h3 className="mt-6 mb-2 text-sm font-bold tracking-wide text-slate-500">
        {t('apiKeys.listTitle')}
      </h3>
      {keys.isPending ? (
        <div role="status" aria-label={t('apiKeys.loading')} className="space-y-2">
          <div className="h-14 animate-pulse rounded-2xl bg-slate-100" />
        </div>
      ) : keys.isError ? (
        <ErrorFallback onRetry={() => void keys.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('apiKeys.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200">
          {list.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 sm:px-4">
              <div className="min-w-0 flex-1 basis-56">
                <p className="truncate font-semibold text-slate-900">
                  <bdi>{key.name}</bdi>
                </p>
                <p className="text-sm text-slate-600">
                  {t('apiKeys.created', { date: formatDate(key.createdAt, language) })}
                  <span aria-hidden="true"> · </span>
                  {key.lastUsedAt
                    ? t('apiKeys.lastUsed', { date: formatDateTime(key.lastUsedAt, language) })
                    : t('apiKeys.neverUsed')}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setRevokeError(undefined);
                  setRevoking(key);
                }}
                aria-label={t('apiKeys.revokeLabel', { name: key.name })}
                className="shrink-0 text-red-700! hover:bg-red-50"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('apiKeys.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}

      {revoking && (
        <ConfirmDialog
          icon={KeyRound}
          title={t('apiKeys.revokeTitle', { name: isolate(revoking.name) })}
          description={<p>{t('apiKeys.revokeText')}</p>}
          error={
            revokeError && (
              <Alert tone="error" className="mt-4">
                {revokeError}
              </Alert>
            )
          }
          busy={revokeBusy}
          safe={{ label: t('apiKeys.cancel'), onChoose: () => setRevoking(null) }}
          risky={{
            label: revokeBusy ? t('apiKeys.revoking') : t('apiKeys.revokeYes'),
            onChoose: () => void revoke(revoking),
          }}
          emphasis="dangerousRisky"
        />
      )}
    </IconPanel>
  );
}

/** A key's name, checked before anything is sent. */
function CreateKeyForm({ onCreate }: { onCreate: (name: string) => Promise<void> }) {
  const { t } = useLanguage();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (value === '') {
      setError(t('apiKeys.nameRequired'));
      input.current?.focus();
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await onCreate(value);
      setName('');
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
      aria-label={t('apiKeys.createTitle')}
      className="mt-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h3 className="font-bold text-slate-900">{t('apiKeys.createTitle')}</h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <TextField
          ref={input}
          label={t('apiKeys.name')}
          hint={t('apiKeys.nameHint')}
          dir="auto"
          autoComplete="off"
          maxLength={maxApiKeyNameLength}
          value={name}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={sending} className="sm:mt-7">
          <Plus aria-hidden="true" className="size-4" />
          {sending ? t('apiKeys.creating') : t('apiKeys.create')}
        </Button>
      </div>
    </form>
  );
}

/** The key just made, to copy now: Arabeya keeps only its hash, so it is never shown again. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useLanguage();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopy('copied');
    } catch {
      setCopy('failed'); // No clipboard (an old browser, or permission refused).
    }
  };

  return (
    <section
      aria-label={t('apiKeys.newKeyTitle', { name: isolate(created.apiKey.name) })}
      className="mt-3 rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200"
    >
      <h4 className="font-bold text-emerald-950">
        {t('apiKeys.newKeyTitle', { name: isolate(created.apiKey.name) })}
      </h4>
      <p className="mt-1 text-sm text-emerald-900">{t('apiKeys.newKeyOnce')}</p>
      <p
        dir="ltr"
        className="mt-3 rounded-xl bg-white p-3 font-mono text-sm break-all text-slate-900 ring-1 ring-emerald-200 select-all"
      >
        {created.key}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => void copyKey()}>
          {copy === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copy === 'copied' ? t('apiKeys.copied') : t('apiKeys.copy')}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t('apiKeys.done')}
        </Button>
      </div>
      {copy === 'failed' && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {t('apiKeys.copyFailed')}
        </p>
      )}
    </section>
  );
}
