import { useEffect, useRef, type RefObject } from 'react';

const focusable =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * The focus of a modal dialog (aria-modal): it starts on `initial` (the dialog's first control
 * when it answers nothing), Tab stays inside, Escape calls `onEscape` unless `busy`, and focus
 * goes back to what opened the dialog when it closes.
 */
export function useModalFocus(
  dialogRef: RefObject<HTMLElement | null>,
  options: { busy: boolean; onEscape: () => void; initial?: () => HTMLElement | null },
): void {
  const { busy, onEscape } = options;
  // Asked once, when the dialog opens.
  const initial = useRef(options.initial);

  useEffect(() => {
    const opener = document.activeElement;
    const start = initial.current?.() ?? dialogRef.current?.querySelector(focusable);
    if (start instanceof HTMLElement) start.focus();
    return () => {
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [dialogRef]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) onEscape();
      if (event.key !== 'Tab') return;
      const controls = [...(dialogRef.current?.querySelectorAll(focusable) ?? [])];
      const first = controls[0];
      const last = controls.at(-1);
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
  }, [busy, onEscape, dialogRef]);
}
