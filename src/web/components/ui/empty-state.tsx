import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { IconCircle } from './icon-circle';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  /** A second remark under the description, for some of those who see it. */
  hint?: string;
  action?: ReactNode;
}

export function EmptyState({ icon, title, description, hint, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <IconCircle icon={icon} tone="brand" className="mb-4" />
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {description && <p className="mt-1 max-w-md text-sm text-slate-600">{description}</p>}
      {hint && <p className="mt-3 max-w-md text-sm text-slate-600">{hint}</p>}
      {action && <div className="mt-5 flex w-full flex-col items-center">{action}</div>}
    </div>
  );
}
