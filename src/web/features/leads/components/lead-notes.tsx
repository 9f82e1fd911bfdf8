import { useId, useState, type FormEvent } from 'react';
import type { LeadNote } from '#shared/schemas/lead';
import { formatNumber } from '#shared/rules/format';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LongTextField } from '../../../components/ui/long-text-field';
import { useLanguage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import type { useLeadChanges } from '../api/leads';
import { maxLeadNoteLength } from '#shared/reference/leads';
import { noteProblem } from '../lib/lead-rules';
import { formatDateTime, relativeTime } from '../lib/lead-times';

interface LeadNotesProps {
  /** Oldest first, as the server answers them. */
  notes: readonly LeadNote[];
  now: number;
  adding: ReturnType<typeof useLeadChanges>['addNote'];
}

/** The team's notes on a lead, each with its author and time, and the form adding one. */
export function LeadNotes({ notes, now, adding }: LeadNotesProps) {
  const { t, language } = useLanguage();
  const headingId = useId();
  const [body, setBody] = useState('');
  const [checked, setChecked] = useState(false);
  const [added, setAdded] = useState(false);
  const problem = noteProblem(body);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setAdded(false);
    if (problem || adding.isPending) return;
    adding.mutate(body.trim(), {
      onSuccess: () => {
        setBody('');
        setChecked(false);
        setAdded(true);
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-slate-200 pt-5">
      <h3 id={headingId} className="font-extrabold text-slate-900">
        {t('leads.notes.title')}{' '}
        <span className="font-semibold text-slate-500">
          ({formatNumber(notes.length, language)})
        </span>
      </h3>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('leads.notes.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-slate-50 p-3">
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
                <span className="font-bold text-slate-800">
                  {note.author ? <bdi>{note.author.name}</bdi> : t('leads.notes.formerMember')}
                </span>
                <time dateTime={note.createdAt} title={formatDateTime(note.createdAt, language)}>
                  {relativeTime(note.createdAt, now, language)}
                </time>
              </p>
              <p
                dir="auto"
                className="mt-1 text-sm break-words whitespace-pre-line text-slate-800 rtl:text-right"
              >
                {note.body}
              </p>
            </li>
          ))}
        </ol>
      )}

      <form
        noValidate
        onSubmit={submit}
        aria-label={t('leads.notes.formLabel')}
        className="space-y-3"
      >
        <LongTextField
          label={t('leads.notes.field')}
          value={body}
          maxLength={maxLeadNoteLength}
          rows={3}
          onChange={(event) => {
            setBody(event.target.value);
            setAdded(false);
          }}
          error={
            checked && problem
              ? t(`leads.notes.problem.${problem}`, {
                  count: maxLeadNoteLength,
                  max: formatNumber(maxLeadNoteLength, language),
                })
              : undefined
          }
        />
        {adding.isError && (
          <Alert tone="error">
            {serverMessage(t, language, adding.error, t('leads.notes.failed'))}
          </Alert>
        )}
        {added && <Alert tone="success">{t('leads.notes.added')}</Alert>}
        <Button type="submit" disabled={adding.isPending} className="max-sm:w-full">
          {adding.isPending ? t('leads.notes.adding') : t('leads.notes.add')}
        </Button>
      </form>
    </section>
  );
}
