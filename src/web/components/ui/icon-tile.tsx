import type { LucideIcon } from 'lucide-react';

/** A brand-tinted square holding an icon, beside a heading or a name. */
export function IconTile({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
