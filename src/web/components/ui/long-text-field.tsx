import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { formatNumber } from '#shared/rules/format';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../lib/i18n';
import { fieldClasses } from './text-field';

interface LongTextFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  value: string;
  /** The most characters allowed: the field stops there, and counts what is left. */
  maxLength: number;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled box for free text (a note, a message), in the direction of what is typed, with
 * the count of characters used and an error tied to it for screen readers.
 */
export function LongTextField({
  label,
  value,
  maxLength,
  error,
  id,
  className,
  rows = 4,
  ...props
}: LongTextFieldProps) {
  const { language } = useLanguage();
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const countId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      <textarea
        id={fieldId}
        dir="auto"
        rows={rows}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
        className={cn(fieldClasses(Boolean(error)), 'h-auto resize-y py-2 rtl:text-right')}
        {...props}
      />
      <div className="flex items-start justify-between gap-3">
        {error ? (
          <p id={errorId} className="text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : (
          <span />
        )}
        <p id={countId} className="shrink-0 text-xs text-slate-500 tabular-nums">
          <span dir="ltr">
            {formatNumber(value.length, language)} / {formatNumber(maxLength, language)}
          </span>
        </p>
      </div>
    </div>
  );
}
