import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

/** The look of a text control (input, text area, combobox), red while it holds an error. */
export const fieldClasses = (invalid: boolean) =>
  cn(
    'h-11 w-full min-w-0 rounded-xl border bg-white px-3 text-sm text-slate-800 transition-colors placeholder:text-slate-400 focus:ring-2 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200',
  );

/** What ties a field's control to its label, hint, count and error: spread it on the control. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  /** The control's id; those of the hint, the count and the error are made of it. */
  id: string;
  label: ReactNode;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  /** What stands at the end of the label's line (a choice of unit). */
  labelAside?: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** How much of the text allowed is used, at the end of the line under the control. */
  count?: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  /** The control, given what ties it to the rest. */
  children: (controlProps: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with its hint, its count of characters and its error: the control is
 * described by the error first, then the hint and the count, and marked invalid while it has
 * an error. The fields of `components/ui` are made of it, and so is any control they do not
 * offer (a combobox, a select with groups).
 */
export function Field({
  id,
  label,
  hideLabel = false,
  labelAside,
  hint,
  error,
  count,
  className,
  ref,
  children,
}: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const describedBy =
    [error && errorId, hint && hintId, count && countId].filter(Boolean).join(' ') || undefined;
  const labelElement = (
    <label
      htmlFor={id}
      className={cn('text-sm font-semibold text-slate-700', hideLabel && 'sr-only')}
    >
      {label}
    </label>
  );
  const errorElement = error && <FieldError id={errorId}>{error}</FieldError>;
  return (
    <div ref={ref} className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      {labelAside ? (
        <div className="flex items-center justify-between gap-3">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {count ? (
        <div className="flex items-start gap-3">
          {errorElement}
          <p id={countId} className="ms-auto shrink-0 text-xs text-slate-500 tabular-nums">
            {count}
          </p>
        </div>
      ) : (
        errorElement
      )}
    </div>
  );
}

/** What is wrong with a field or a group of fields, under it. */
export function FieldError({
  id,
  className,
  children,
}: {
  /** Named by the control's or the group's aria-describedby. */
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p id={id} className={cn('text-sm font-semibold text-red-700', className)}>
      {children}
    </p>
  );
}
