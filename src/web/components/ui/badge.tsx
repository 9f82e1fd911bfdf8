import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A small ringed pill naming a role or a status; `className` gives its colours. */
export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      {...props}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1',
        className,
      )}
    />
  );
}
