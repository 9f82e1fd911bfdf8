import { useId, useRef, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { buttonClasses } from './button';
import { DialogActions, ModalDialog } from './modal-dialog';
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
  /**
   * The button drawn as the main one: the risky answer in red (it cannot be undone), the risky
   * answer in the brand's colour (what the user asked for, confirmed because it touches much),
   * or the safe answer.
   */
  emphasis: 'dangerousRisky' | 'risky' | 'safe';
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
  const descriptionId = useId();
  const safeRef = useRef<HTMLButtonElement>(null);

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
          : buttonClasses(emphasis === 'risky' ? 'primary' : 'outline')
      }
    >
      {risky.label}
    </button>
  );

  return (
    <ModalDialog
      role="alertdialog"
      icon={icon}
      title={title}
      describedBy={descriptionId}
      busy={busy}
      onDismiss={safe.onChoose}
      initialFocus={() => safeRef.current}
    >
      <div id={descriptionId} className="mt-2 space-y-2 text-sm text-slate-600">
        {description}
      </div>
      {error}
      <DialogActions>
        {emphasis === 'safe' ? riskyButton : safeButton}
        {emphasis === 'safe' ? safeButton : riskyButton}
      </DialogActions>
    </ModalDialog>
  );
}
