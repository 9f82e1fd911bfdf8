import { useId } from 'react';
import type { AlertFrequency } from '#shared/schemas/buyer';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { frequencies } from '../lib/frequencies';

interface FrequencyChoiceProps {
  value: AlertFrequency;
  onChange: (frequency: AlertFrequency) => void;
}

/** The alert frequency as three segments (radio buttons), what the chosen one means below. */
export function FrequencyChoice({ value, onChange }: FrequencyChoiceProps) {
  const { t } = useLanguage();
  const name = useId();
  const hintId = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-700">
        {t('savedSearches.frequency.label')}
      </legend>
      <div className="mt-1.5 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
        {frequencies.map((frequency) => (
          <label
            key={frequency}
            className={cn(
              'grid h-11 cursor-pointer place-items-center rounded-lg px-2 text-sm font-semibold transition-colors sm:h-9 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400',
              value === frequency
                ? 'bg-white text-brand-800 shadow-sm'
                : 'text-slate-600 hover:text-brand-800',
            )}
          >
            <input
              type="radio"
              name={name}
              value={frequency}
              checked={value === frequency}
              onChange={() => onChange(frequency)}
              aria-describedby={value === frequency ? hintId : undefined}
              className="sr-only"
            />
            {t(`savedSearches.frequency.${frequency}`)}
          </label>
        ))}
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        {t(`savedSearches.frequency.${value}Hint`)}
      </p>
    </fieldset>
  );
}
