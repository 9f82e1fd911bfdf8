import { cn } from '../../lib/cn';

/** A CSS-only spinner; with a label it is announced, without one it decorates a busy button. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const ring = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-5 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600',
        className,
      )}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
