import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { LucideIcon } from 'lucide-react';
import { IconCircle } from './icon-circle';
import { useModalFocus } from './use-modal-focus';

interface ModalDialogProps {
  /**
   * `alertdialog` for a question that stops the user (its icon in red), `dialog` for a small
   * form (its icon in the brand's colour).
   */
  role: 'alertdialog' | 'dialog';
  icon: LucideIcon;
  title: string;
  /** The id of what describes the dialog, among its children. */
  describedBy?: string | undefined;
  /** While what the dialog started runs: Escape and the backdrop do nothing. */
  busy: boolean;
  /** What Escape and the backdrop choose. */
  onDismiss: () => void;
  /** What has the focus when the dialog opens; its first control when absent. */
  initialFocus?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * The frame of ConfirmDialog and FormDialog: a card over a dimmed page, in a portal, with the
 * icon and the title that names it. Focus starts inside, Tab stays inside, Escape and the
 * backdrop dismiss it, and focus goes back to what opened it (`useModalFocus`). The page behind
 * scrolls under the card when it is taller than the screen.
 */
export function ModalDialog({
  role,
  icon,
  title,
  describedBy,
  busy,
  onDismiss,
  initialFocus,
  children,
}: ModalDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useModalFocus(dialogRef, { busy, onEscape: onDismiss, initial: initialFocus });

  return createPortal(
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto p-4">
      <div
        aria-hidden="true"
        className="fixed inset-0 bg-slate-900/50"
        onClick={busy ? undefined : onDismiss}
      />
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        className="relative w-full max-w-md rounded-3xl bg-white p-5 shadow-xl sm:p-6"
      >
        <IconCircle
          icon={icon}
          tone={role === 'alertdialog' ? 'danger' : 'brand'}
          size="sm"
          className="mb-3"
        />
        <h2 id={titleId} className="text-lg font-extrabold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** A dialog's buttons: the main one comes last, at the end of the row or on top on a phone. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
  );
}
