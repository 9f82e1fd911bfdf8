import { conditions, type Condition } from '#shared/reference/vehicle';
import { displayName } from '#shared/rules/names';
import { useLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';

export function ConditionBadge({
  condition,
  className,
}: {
  condition: Condition;
  className?: string;
}) {
  const { language } = useLanguage();
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-bold shadow-sm',
        condition === 'new' ? 'bg-accent-400 text-brand-950' : 'bg-white/95 text-slate-700',
        className,
      )}
    >
      {displayName(conditions, condition, language)}
    </span>
  );
}
