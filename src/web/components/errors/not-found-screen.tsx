import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { buttonClasses } from '../ui/button';
import { IconCircle } from '../ui/icon-circle';
import { cn } from '../../lib/cn';

interface NotFoundScreenProps {
  icon: LucideIcon;
  tone: 'brand' | 'accent';
  /** The large status code above the title, if the screen shows one. */
  code?: string;
  /** The heading (the page's title says the same: its declaration's). */
  title: string;
  description: string;
  /** Where the button leads; `children` are its label. */
  to: string;
  children: ReactNode;
}

/** A whole page saying there is nothing at this address, with one way on. */
export function NotFoundScreen({
  icon,
  tone,
  code,
  title,
  description,
  to,
  children,
}: NotFoundScreenProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <IconCircle icon={icon} tone={tone} size="lg" />
      {code && <p className="mt-6 text-6xl font-extrabold text-brand-800">{code}</p>}
      <h1 className={cn('text-2xl font-bold text-slate-900', code ? 'mt-2' : 'mt-6')}>{title}</h1>
      <p className="mt-2 text-slate-600">{description}</p>
      <Link to={to} className={`${buttonClasses('primary', 'lg')} mt-8`}>
        {children}
      </Link>
    </div>
  );
}
