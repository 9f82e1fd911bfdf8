import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  type?: 'checkbox' | 'radio';
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox or radio button with its label. The whole row, at least 44 px high, is what a thumb
 * hits: the box alone (16 px) is far below the 44 × 44 px a phone needs (docs/decisions/122).
 * Takes what `register()` of react-hook-form hands out (name, ref, onChange, onBlur).
 */
export function CheckboxField({
  label,
  type = 'checkbox',
  className,
  ...props
}: CheckboxFieldProps) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-sm text-slate-700 hover:bg-slate-50',
        className,
      )}
    >
      <input type={type} className="size-5 shrink-0 accent-brand-700" {...props} />
      <span className="min-w-0 flex-1">{label}</span>
    </label>
  );
}
