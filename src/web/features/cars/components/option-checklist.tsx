import { useId, type ComponentProps } from 'react';
import type { CarCount } from '#shared/schemas/car';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';
import { countText } from '../lib/facet-counts';

export interface CheckOption {
  value: string;
  label: string;
  /** How many cars the option gives; absent while unknown. */
  count?: CarCount | undefined;
}

/**
 * A checkbox of an option with how many cars it would give at the far end, dimmed when none.
 * The checkbox is named by the option alone and described by its count, so "SUV" stays "SUV"
 * to a screen reader, followed by "19".
 */
export function CountedCheckbox({
  label,
  count,
  ...props
}: { label: string; count: CarCount | undefined } & Omit<
  ComponentProps<typeof CheckboxField>,
  'label'
>) {
  const { t, language } = useLanguage();
  const countId = useId();
  return (
    <CheckboxField
      label={
        <span
          className={cn(
            'flex items-baseline justify-between gap-2',
            // Dimmed, yet readable (4.5:1 on white, as WCAG AA asks of text).
            count?.count === 0 && 'text-slate-500',
          )}
        >
          {label}
          {count && (
            <span id={countId} className="text-xs text-slate-500 tabular-nums">
              {countText(count, t, language)}
            </span>
          )}
        </span>
      }
      aria-label={label}
      aria-describedby={count ? countId : undefined}
      {...props}
    />
  );
}

/** Options to tick, several at once, each with its count. */
export function OptionChecklist({
  label,
  options,
  chosen,
  onToggle,
  hideLabel = false,
  describedBy,
  className,
}: {
  label: string;
  /** Where something else already names the options (a disclosure's button). */
  hideLabel?: boolean;
  options: readonly CheckOption[];
  chosen: readonly string[];
  onToggle: (value: string, on: boolean) => void;
  /** The id of a note that explains the options. */
  describedBy?: string;
  className?: string;
}) {
  return (
    <fieldset aria-describedby={describedBy} className={cn('min-w-0', className)}>
      <legend className={cn('mb-1 text-sm font-semibold text-slate-700', hideLabel && 'sr-only')}>
        {label}
      </legend>
      <ul>
        {options.map((option) => (
          <li key={option.value}>
            <CountedCheckbox
              label={option.label}
              count={option.count}
              checked={chosen.includes(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
