import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmDeleteDialogProps {
  /** The question: "Delete this car?" */
  title: string;
  /** What goes, and that it cannot be undone. */
  description: string;
  /** The confirming button: "Delete car". */
  confirmLabel: string;
  /** While the deletion runs: both buttons wait. */
  busy?: boolean;
  /** Why the last attempt failed, if it did. */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete this …?": Cancel is the safe answer, the deletion the red button. */
export function ConfirmDeleteDialog({
  title,
  description,
  confirmLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      icon={Trash2}
      title={title}
      description={<p>{description}</p>}
      error={error}
      busy={busy}
      safe={{ label: t('confirmDelete.cancel'), onChoose: onCancel }}
      risky={{ label: busy ? t('confirmDelete.deleting') : confirmLabel, onChoose: onConfirm }}
      emphasis="dangerousRisky"
    />
  );
}
