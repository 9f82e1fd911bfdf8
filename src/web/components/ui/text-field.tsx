import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { Field, fieldClasses } from './field';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an optional hint and an error tied to it for screen readers. */
export function TextField({ label, hint, error, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  return (
    <Field id={id ?? generatedId} label={label} hint={hint} error={error} className={className}>
      {(controlProps) => (
        <input
          {...controlProps}
          className={cn(
            fieldClasses(Boolean(error)),
            props.dir === 'ltr' && 'rtl:text-end',
            // Free text takes the direction of what is typed, but stays aligned with the page.
            props.dir === 'auto' && 'rtl:text-right',
          )}
          {...props}
        />
      )}
    </Field>
  );
}
