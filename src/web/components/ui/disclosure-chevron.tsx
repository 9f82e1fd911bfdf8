import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The arrow of a button that folds something open: it turns over while open. */
export function DisclosureChevron({ open }: { open: boolean }) {
  return (
    <ChevronDown
      aria-hidden="true"
      className={cn('size-4 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
    />
  );
}
