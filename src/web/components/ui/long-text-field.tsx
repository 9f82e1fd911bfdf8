import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { formatNumber } from '#shared/rules/format';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../lib/i18n';
import { Field, fieldClasses } from './field';

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
  return (
    <Field
      id={id ?? generatedId}
      label={label}
      error={error}
      className={className}
      count={
        <span dir="ltr">
          {formatNumber(value.length, language)} / {formatNumber(maxLength, language)}
        </span>
      }
    >
      {(controlProps) => (
        <textarea
          {...controlProps}
          dir="auto"
          rows={rows}
          value={value}
          maxLength={maxLength}
          className={cn(fieldClasses(Boolean(error)), 'h-auto resize-y py-2 rtl:text-right')}
          {...props}
        />
      )}
    </Field>
  );
}
