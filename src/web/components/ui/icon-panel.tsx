import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { IconTile } from './icon-tile';

const titleSizes = { lg: 'text-lg', xl: 'text-xl' };

interface IconPanelProps {
  icon: LucideIcon;
  /** The panel's heading, which also names the section. */
  title: ReactNode;
  titleSize: keyof typeof titleSizes;
  /** At the end of the heading's line, e.g. a count. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A white panel of an account screen, headed by an icon tile and its title. */
export function IconPanel({ icon, title, titleSize, aside, children }: IconPanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <IconTile icon={icon} />
        <h2
          id={headingId}
          className={cn('min-w-0 flex-1 font-extrabold text-slate-900', titleSizes[titleSize])}
        >
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
