import { useId, type FormEvent, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { buttonClasses } from './button';
import { DialogActions, ModalDialog } from './modal-dialog';

export interface FormDialogProps {
  icon: LucideIcon;
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** The fields; the first one has the focus when the dialog opens. */
  children: ReactNode;
  /** Why the last attempt failed, if it did. */
  error?: ReactNode;
  /** While the submitted form is on its way: the fields stay, both buttons wait. */
  busy?: boolean;
  submitLabel: string;
  cancelLabel: string;
  onSubmit: () => void;
  /** Also chosen by Escape and the backdrop. */
  onCancel: () => void;
}

/**
 * A small form in a modal dialog (the frame of ModalDialog): focus starts on the first field,
 * Escape and the backdrop cancel, and Enter in a field submits.
 */
export function FormDialog({
  icon,
  title,
  description,
  children,
  error,
  busy = false,
  submitLabel,
  cancelLabel,
  onSubmit,
  onCancel,
}: FormDialogProps) {
  const descriptionId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <ModalDialog
      role="dialog"
      icon={icon}
      title={title}
      describedBy={description ? descriptionId : undefined}
      busy={busy}
      onDismiss={onCancel}
    >
      {description && (
        <div id={descriptionId} className="mt-1 text-sm text-slate-600">
          {description}
        </div>
      )}
      <form noValidate onSubmit={submit} className="mt-4">
        <div className="space-y-4">{children}</div>
        {error}
        <DialogActions>
          <button
            type="button"
            className={buttonClasses('outline')}
            disabled={busy}
            onClick={onCancel}
          >
            {cancelLabel}
          </button>
          <button type="submit" className={buttonClasses('primary')} disabled={busy}>
            {submitLabel}
          </button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
