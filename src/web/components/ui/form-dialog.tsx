import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { LucideIcon } from 'lucide-react';
import { buttonClasses } from './button';
import { IconCircle } from './icon-circle';
import { useModalFocus } from './use-modal-focus';

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
 * A small form in a modal dialog, drawn like ConfirmDialog: focus starts on the first field, Tab
 * stays inside, Escape and the backdrop cancel, and focus goes back to what opened it. The main
 * button comes last: at the end of the row, or on top on a phone.
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
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useModalFocus(dialogRef, { busy, onEscape: onCancel });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return createPortal(
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto p-4">
      <div
        aria-hidden="true"
        className="fixed inset-0 bg-slate-900/50"
        onClick={busy ? undefined : onCancel}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={busy || undefined}
        className="relative w-full max-w-md rounded-3xl bg-white p-5 shadow-xl sm:p-6"
      >
        <IconCircle icon={icon} tone="brand" size="sm" className="mb-3" />
        <h2 id={titleId} className="text-lg font-extrabold text-slate-900">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-1 text-sm text-slate-600">
            {description}
          </div>
        )}
        <form noValidate onSubmit={submit} className="mt-4">
          <div className="space-y-4">{children}</div>
          {error}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
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
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
