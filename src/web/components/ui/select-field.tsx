import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options under a heading of the list (a governorate's districts). */
export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly (SelectOption | SelectOptionGroup)[];
  /** The first, empty option ("Any make"). */
  placeholder?: string;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  tone?: 'light' | 'plain';
  /** A validation error shown under the field and tied to it for screen readers. */
  error?: string | undefined;
}

const optionElement = (option: SelectOption) => (
  <option key={option.value} value={option.value}>
    {option.label}
  </option>
);

export function SelectField({
  label,
  options,
  placeholder,
  hideLabel,
  className,
  tone = 'plain',
  id,
  error,
  ...props
}: SelectFieldProps) {
  const generatedId = useId();
  return (
    <Field
      id={id ?? generatedId}
      label={label}
      hideLabel={hideLabel}
      error={error}
      className={className}
    >
      {(controlProps) => (
        <div className="relative">
          <select
            {...controlProps}
            className={cn(
              'h-11 w-full min-w-0 appearance-none truncate rounded-xl border ps-3 pe-9 text-sm text-slate-800 transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400',
              tone === 'light' ? 'border-slate-200 bg-slate-50' : 'border-slate-300 bg-white',
              error && 'border-red-400',
            )}
            {...props}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((entry) =>
              'options' in entry ? (
                <optgroup key={entry.label} label={entry.label}>
                  {entry.options.map(optionElement)}
                </optgroup>
              ) : (
                optionElement(entry)
              ),
            )}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
        </div>
      )}
    </Field>
  );
}
