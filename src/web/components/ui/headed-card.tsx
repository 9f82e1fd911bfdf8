import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface HeadedCardProps {
  icon: LucideIcon;
  /** The card's heading, which names it. */
  title: string;
  children: ReactNode;
}

/** A white card headed by an icon and its title: the cards beside a car's details. */
export function HeadedCard({ icon: Icon, title, children }: HeadedCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200/70"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
        {title}
      </h2>
      {children}
    </section>
  );
}
