import { useState, type ReactNode } from 'react';
import { EyeOff } from 'lucide-react';
import { formatNumber } from '#shared/rules/format';
import { isolate } from '../../../components/ui/bidi';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LongTextField } from '../../../components/ui/long-text-field';
import { useLanguage } from '../../../lib/i18n';
import { maxReviewNoteLength } from '#shared/reference/leads';
import { reviewNoteProblem } from '../lib/review-rules';

interface HideListingDialogProps {
  /** The car's title. */
  title: string;
  busy: boolean;
  error: ReactNode;
  onHide: (note: string) => void;
  onCancel: () => void;
}

/** Hiding a listing asks for the note the dealer is mailed: why, and what to fix. */
export function HideListingDialog({
  title,
  busy,
  error,
  onHide,
  onCancel,
}: HideListingDialogProps) {
  const { t, language } = useLanguage();
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = reviewNoteProblem(note);
  return (
    <FormDialog
      icon={EyeOff}
      title={t('operator.hideDialog.title')}
      description={t('operator.hideDialog.description', { title: isolate(title) })}
      busy={busy}
      submitLabel={busy ? t('operator.hideDialog.hiding') : t('operator.hideDialog.confirm')}
      cancelLabel={t('operator.hideDialog.cancel')}
      onSubmit={() => {
        setChecked(true);
        if (!problem) onHide(note.trim());
      }}
      onCancel={onCancel}
      error={error}
    >
      <LongTextField
        label={t('operator.hideDialog.note')}
        value={note}
        maxLength={maxReviewNoteLength}
        required
        onChange={(event) => setNote(event.target.value)}
        error={
          checked && problem
            ? t(`operator.hideDialog.problem.${problem}`, {
                count: maxReviewNoteLength,
                max: formatNumber(maxReviewNoteLength, language),
              })
            : undefined
        }
      />
    </FormDialog>
  );
}
