import { Suspense, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useHydrated } from '../../lib/use-hydrated';
import { HeadedCard } from './headed-card';

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
export function ScriptCard({ icon, title, intro, skeleton, children, footer }: ScriptCardProps) {
  const hydrated = useHydrated();
  return (
    <HeadedCard icon={icon} title={title}>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      {hydrated ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
      {footer}
    </HeadedCard>
  );
}
