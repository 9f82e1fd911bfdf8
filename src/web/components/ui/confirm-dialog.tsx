import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { LucideIcon } from 'lucide-react';
import { buttonClasses } from './button';
import { IconCircle } from './icon-circle';
import { useModalFocus } from './use-modal-focus';
import { cn } from '../../lib/cn';

interface Answer {
  label: string;
  onChoose: () => void;
}

export interface ConfirmDialogProps {
  icon: LucideIcon;
  title: string;
  /** What is at stake. */
  description: ReactNode;
  /** Why the last attempt failed, if it did. */
  error?: ReactNode;
  /** While the confirmed action runs: both answers wait. */
  busy?: boolean;
  /** The safe answer (cancel, go back): it has the focus, and Escape and the backdrop choose it. */
  safe: Answer;
  /** The answer the dialog asks about (delete, save anyway). */
  risky: Answer;
  /** The button drawn as the main one: the risky answer in red, or the safe answer. */
  emphasis: 'dangerousRisky' | 'safe';
}

/**
 * A question that stops the user before something they may regret, as a modal alert dialog:
 * focus starts on the safe answer, Tab stays inside, Escape and the backdrop choose the safe
 * answer, and focus goes back to what opened it.
 */
export function ConfirmDialog({
  icon,
  title,
  description,
  error,
  busy = false,
  safe,
  risky,
  emphasis,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const safeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const chooseSafe = safe.onChoose;

  useModalFocus(dialogRef, { busy, onEscape: chooseSafe, initial: () => safeRef.current });

  const safeButton = (
    <button
      ref={safeRef}
      type="button"
      className={buttonClasses(emphasis === 'safe' ? 'primary' : 'outline')}
      disabled={busy}
      onClick={safe.onChoose}
    >
      {safe.label}
    </button>
  );
  const riskyButton = (
    <button
      type="button"
      disabled={busy}
      onClick={risky.onChoose}
      className={
        emphasis === 'dangerousRisky'
          ? cn(buttonClasses('primary'), 'bg-red-700 hover:bg-red-800 disabled:bg-red-300')
          : buttonClasses('outline')
      }
    >
      {risky.label}
    </button>
  );

  return createPortal(
    <div className="fixed inset-0 z-50 grid place-items-center p-4">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/50"
        onClick={busy ? undefined : chooseSafe}
      />
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="relative w-full max-w-md rounded-3xl bg-white p-5 shadow-xl sm:p-6"
      >
        <IconCircle icon={icon} tone="danger" size="sm" className="mb-3" />
        <h2 id={titleId} className="text-lg font-extrabold text-slate-900">
          {title}
        </h2>
        <div id={descriptionId} className="mt-2 space-y-2 text-sm text-slate-600">
          {description}
        </div>
        {error}
        {/* The main button comes last: at the end of the row, or on top on a phone. */}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {emphasis === 'safe' ? riskyButton : safeButton}
          {emphasis === 'safe' ? safeButton : riskyButton}
        </div>
      </div>
    </div>,
    document.body,
  );
}
