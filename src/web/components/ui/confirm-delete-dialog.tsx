import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from './button';
import { IconCircle } from './icon-circle';

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

/**
 * "Delete this …?" as a modal dialog. Focus starts on Cancel (the safe answer), Escape and the
 * backdrop cancel, and focus goes back to what opened it.
 */
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
  const titleId = useId();
  const descriptionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement;
    cancelRef.current?.focus();
    return () => {
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) onCancel();
      if (event.key !== 'Tab') return;
      // Keep Tab inside the dialog (aria-modal): from the last button back to the first.
      const buttons = [...(dialogRef.current?.querySelectorAll('button:not(:disabled)') ?? [])];
      const first = buttons[0];
      const last = buttons.at(-1);
      if (!(first instanceof HTMLElement) || !(last instanceof HTMLElement)) return;
      const leaving = event.shiftKey
        ? document.activeElement === first
        : document.activeElement === last;
      if (leaving || !dialogRef.current?.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [busy, onCancel]);

  return createPortal(
    <div className="fixed inset-0 z-50 grid place-items-center p-4">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/50"
        onClick={busy ? undefined : onCancel}
      />
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="relative w-full max-w-md rounded-3xl bg-white p-5 shadow-xl sm:p-6"
      >
        <IconCircle icon={Trash2} tone="danger" size="sm" className="mb-3" />
        <h2 id={titleId} className="text-lg font-extrabold text-slate-900">
          {title}
        </h2>
        <p id={descriptionId} className="mt-2 text-sm text-slate-600">
          {description}
        </p>
        {error}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            ref={cancelRef}
            type="button"
            className={buttonClasses('outline')}
            disabled={busy}
            onClick={onCancel}
          >
            {t('confirmDelete.cancel')}
          </button>
          <Button
            disabled={busy}
            onClick={onConfirm}
            className="bg-red-700 hover:bg-red-800 disabled:bg-red-300"
          >
            {busy ? t('confirmDelete.deleting') : confirmLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
