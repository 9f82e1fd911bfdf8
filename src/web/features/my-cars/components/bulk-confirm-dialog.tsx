import type { ReactNode } from 'react';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { formatNumber } from '#shared/rules/format';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLanguage } from '../../../lib/i18n';

interface BulkConfirmDialogProps {
  action: 'sold' | 'relist' | 'delete';
  /** How many cars the change touches: the question names it. */
  count: number;
  busy: boolean;
  /** Why the last attempt failed, if it did. */
  error: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Delete 37 cars?", "Mark 37 cars as sold?": the count the change touches, asked before it is
 * made. A deletion's answer is the red button; the others are what the user asked for, so theirs
 * is the main one.
 */
export function BulkConfirmDialog({
  action,
  count,
  busy,
  error,
  onConfirm,
  onCancel,
}: BulkConfirmDialogProps) {
  const { t, language } = useLanguage();
  const formatted = formatNumber(count, language);
  if (action === 'delete') {
    return (
      <ConfirmDeleteDialog
        title={t('myCars.bulk.confirm.deleteTitle', { count, formatted })}
        description={t('myCars.bulk.confirm.deleteDescription')}
        confirmLabel={t('myCars.bulk.confirm.deleteConfirm', { count, formatted })}
        busy={busy}
        error={error}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    );
  }
  const sold = action === 'sold';
  return (
    <ConfirmDialog
      icon={sold ? CheckCircle2 : RotateCcw}
      title={
        sold
          ? t('myCars.bulk.confirm.soldTitle', { count, formatted })
          : t('myCars.bulk.confirm.relistTitle', { count, formatted })
      }
      description={
        <p>
          {sold
            ? t('myCars.bulk.confirm.soldDescription')
            : t('myCars.bulk.confirm.relistDescription')}
        </p>
      }
      error={error}
      busy={busy}
      safe={{ label: t('myCars.bulk.cancel'), onChoose: onCancel }}
      risky={{
        label: busy
          ? t('myCars.bulk.saving')
          : sold
            ? t('myCars.bulk.confirm.soldConfirm')
            : t('myCars.bulk.confirm.relistConfirm'),
        onChoose: onConfirm,
      }}
      emphasis="risky"
    />
  );
}
