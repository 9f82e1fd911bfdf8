import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-8 animate-spin text-brand-600', className)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
