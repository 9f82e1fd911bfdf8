import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

const tones = {
  brand: 'bg-brand-50 text-brand-700',
  accent: 'bg-accent-100 text-accent-700',
  danger: 'bg-red-50 text-red-600',
};

const sizes = {
  sm: { circle: 'size-12', icon: 'size-6' },
  md: { circle: 'size-14', icon: 'size-7' },
  lg: { circle: 'size-16', icon: 'size-8' },
};

interface IconCircleProps {
  icon: LucideIcon;
  tone: keyof typeof tones;
  size?: keyof typeof sizes;
  className?: string;
}

/** A round, tinted icon above a message: an empty list, an error, a missing page, a warning. */
export function IconCircle({ icon: Icon, tone, size = 'md', className }: IconCircleProps) {
  return (
    <span
      className={cn(
        'grid place-items-center rounded-full',
        sizes[size].circle,
        tones[tone],
        className,
      )}
    >
      <Icon aria-hidden="true" className={sizes[size].icon} />
    </span>
  );
}
