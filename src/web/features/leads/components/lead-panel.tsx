import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import type { Lead, LeadDetails, LeadStatus, TeamPerson } from '#shared/schemas/lead';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { Alert } from '../../../components/ui/alert';
import { isolate } from '../../../components/ui/bidi';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useModalFocus } from '../../../components/ui/use-modal-focus';
import { isNotFound } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import { useLead, useLeadChanges } from '../api/leads';
import { leadStatuses } from '#shared/reference/leads';
import { leadKindLabels, leadStatusLabels } from './lead-labels';
import { LeadSummary, useLeadName } from './lead-item';
import { LeadNotes } from './lead-notes';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

interface LeadPanelProps {
  userId: string;
  dealerId: string;
  /** The lead as the list shows it: its header and facts while its details load. */
  lead: Lead;
  /** Whether the user assigns leads (admins and managers), and to whom. */
  canAssign: boolean;
  assignees: readonly TeamPerson[];
  now: number;
  onClose: () => void;
}

/**
 * One lead, opened from the inbox: a side panel on a wide screen, the whole screen on a phone.
 * Its status, its assignee (admins and managers) and its notes are changed here; focus stays in
 * it until it closes (Escape, the backdrop or Close), then goes back to the lead's button.
 */
export function LeadPanel({
  userId,
  dealerId,
  lead,
  canAssign,
  assignees,
  now,
  onClose,
}: LeadPanelProps) {
  const { t } = useLanguage();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const details = useLead(userId, dealerId, lead.id);
  const nameOf = useLeadName();

  useModalFocus(dialogRef, { busy: false, onEscape: onClose });

  return createPortal(
    <div className="fixed inset-0 z-50 flex justify-end">
      <div aria-hidden="true" className="fixed inset-0 bg-slate-900/50" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative flex h-full w-full flex-col bg-white shadow-xl sm:max-w-lg"
      >
        <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold text-slate-500">{leadKindLabels(t)[lead.kind]}</p>
            <h2 id={titleId} className="text-lg font-extrabold break-words text-slate-900">
              <bdi>{nameOf(lead)}</bdi>
            </h2>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('leads.panel.close')}
            title={t('leads.panel.close')}
            className="-me-2 grid size-11 shrink-0 place-items-center rounded-xl text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-5 sm:px-6">
          {details.isPending ? (
            <div role="status" aria-label={t('leads.panel.loading')} className="space-y-4">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-11 w-full" />
            </div>
          ) : details.isError ? (
            isNotFound(details.error) ? (
              <Alert tone="info">{t('leads.panel.notFound')}</Alert>
            ) : (
              <ErrorFallback onRetry={() => void details.refetch()} />
            )
          ) : (
            <LeadDetailsView
              userId={userId}
              dealerId={dealerId}
              lead={details.data}
              canAssign={canAssign}
              assignees={assignees}
              now={now}
            />
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}

interface LeadDetailsViewProps {
  userId: string;
  dealerId: string;
  lead: LeadDetails;
  canAssign: boolean;
  assignees: readonly TeamPerson[];
  now: number;
}

function LeadDetailsView({
  userId,
  dealerId,
  lead,
  canAssign,
  assignees,
  now,
}: LeadDetailsViewProps) {
  const { t, language } = useLanguage();
  const { update, addNote } = useLeadChanges(userId, dealerId, lead.id);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const statusLabels = leadStatusLabels(t);

  const failure = (error: unknown) =>
    setFeedback({
      tone: 'error',
      text: serverMessage(t, language, error, t('leads.actionFailed')),
    });

  const onChangeStatus = (status: LeadStatus) => {
    setFeedback(null);
    update.mutate(
      { status },
      {
        onSuccess: () =>
          setFeedback({
            tone: 'success',
            text: t('leads.panel.statusChanged', { status: statusLabels[status] }),
          }),
        onError: failure,
      },
    );
  };

  const onAssign = (assigneeId: string | null) => {
    setFeedback(null);
    const person = assignees.find((assignee) => assignee.id === assigneeId);
    update.mutate(
      { assigneeId },
      {
        onSuccess: () =>
          setFeedback({
            tone: 'success',
            text: person
              ? t('leads.panel.assigned', { name: isolate(person.name) })
              : t('leads.panel.unassigned'),
          }),
        onError: failure,
      },
    );
  };

  // The assignee may have left the team: still shown, as the lead names them.
  const people =
    lead.assignee && !assignees.some((person) => person.id === lead.assignee?.id)
      ? [...assignees, lead.assignee]
      : assignees;

  return (
    <div className="space-y-6">
      <section aria-label={t('leads.panel.about')} className="space-y-2">
        <LeadSummary lead={lead} now={now} layout="panel" />
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('leads.panel.status')}
          value={lead.status}
          disabled={update.isPending}
          options={leadStatuses.map((status) => ({ value: status, label: statusLabels[status] }))}
          onChange={(event) => {
            const status = leadStatuses.find((known) => known === event.target.value);
            if (status) onChangeStatus(status);
          }}
        />
        {canAssign && (
          <SelectField
            label={t('leads.panel.assignee')}
            value={lead.assignee?.id ?? ''}
            disabled={update.isPending}
            placeholder={t('leads.panel.nobody')}
            options={people.map((person) => ({ value: person.id, label: person.name }))}
            onChange={(event) => onAssign(event.target.value || null)}
          />
        )}
      </div>
      {!canAssign && (
        <p className="-mt-3 text-sm text-slate-600">
          {lead.assignee ? (
            <>
              {t('leads.assignedTo')} <bdi>{lead.assignee.name}</bdi>
            </>
          ) : (
            t('leads.unassigned')
          )}
        </p>
      )}

      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}

      <LeadNotes notes={lead.notes} now={now} adding={addNote} />
    </div>
  );
}
