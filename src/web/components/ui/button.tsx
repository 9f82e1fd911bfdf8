import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-slate-300',
  accent: 'bg-accent-400 text-brand-950 shadow-sm hover:bg-accent-300 disabled:bg-slate-300',
  outline:
    'border border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-brand-800 disabled:text-slate-400',
};

// At least 44 × 44 px under a thumb (docs/decisions/122); the small size keeps its desktop
// density from the sm breakpoint up, where a mouse points.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-11 min-w-11 gap-1.5 px-3 text-sm sm:h-9 sm:min-w-9',
  md: 'h-11 min-w-11 gap-2 px-4 text-sm',
  lg: 'h-12 min-w-12 gap-2 px-6 text-base',
};

/** The classes of a button, for links that look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-xl font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
