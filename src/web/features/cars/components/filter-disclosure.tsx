import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { DisclosureChevron } from '../../../components/ui/disclosure-chevron';

/**
 * A filter with many options, folded behind a button that says what is chosen; the options
 * render only while it is open.
 */
export function FilterDisclosure({
  label,
  summary,
  className,
  children,
}: {
  label: string;
  summary: string;
  className?: string;
  /** The options, given the id of the label that names them. */
  children: (labelledBy: string) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <span id={`${id}-label`} className="text-sm font-semibold text-slate-700">
        {label}
      </span>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-summary`}
        onClick={() => setOpen((shown) => !shown)}
        className="flex h-11 w-full min-w-0 items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white ps-3 pe-3 text-start text-sm text-slate-800 transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      >
        <span id={`${id}-summary`} className="truncate">
          {summary}
        </span>
        <DisclosureChevron open={open} />
      </button>
      <div id={`${id}-list`} hidden={!open}>
        {open && children(`${id}-label`)}
      </div>
    </div>
  );
}
