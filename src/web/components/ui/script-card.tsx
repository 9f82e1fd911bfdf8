import { Suspense, useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useHydrated } from '../../lib/use-hydrated';

interface ScriptCardProps {
  icon: LucideIcon;
  title: string;
  intro: string;
  /** What the server writes in the body's place: of the same height, so nothing moves. */
  skeleton: ReactNode;
  /** The body, which works only with the script (often a lazy component). */
  children: ReactNode;
  /** Text under the body, written by the server too. */
  footer?: ReactNode;
}

/**
 * A card of a car page's side column whose body needs the script (a form, a calculator): the
 * server writes its title and the body's place, and the body comes after hydration, so that it
 * may load as its own chunk and read what only the browser keeps.
 */
export function ScriptCard({
  icon: Icon,
  title,
  intro,
  skeleton,
  children,
  footer,
}: ScriptCardProps) {
  const headingId = useId();
  const hydrated = useHydrated();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200/70"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      {hydrated ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
      {footer}
    </section>
  );
}
