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
 * A checkbox (or radio button) of an option with how many cars it would give at the far end,
 * dimmed when none. The checkbox is named by the option alone and described by its count, so "SUV" stays "SUV"
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
  className,
}: {
  label: string;
  /** Where something else already names the options (a disclosure's button). */
  hideLabel?: boolean;
  options: readonly CheckOption[];
  chosen: readonly string[];
  onToggle: (value: string, on: boolean) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn('min-w-0', className)}>
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

/**
 * Options of which one at most is chosen (a price band, an installment limit): radio buttons,
 * each with its count, after "any" (none of them). Ticking one replaces the other, as the round
 * buttons say; checkboxes would promise that several add up.
 */
export function OptionChoice({
  label,
  anyLabel,
  options,
  chosen,
  onChoose,
  describedBy,
}: {
  label: string;
  /** The first option, none of the others. */
  anyLabel: string;
  options: readonly CheckOption[];
  /** The chosen option's value; '' for "any"; undefined when none fits (a range typed beside). */
  chosen: string | undefined;
  /** An option's value, or undefined for "any". */
  onChoose: (value: string | undefined) => void;
  /** The id of a note that explains the options. */
  describedBy?: string;
}) {
  const name = useId();
  return (
    <fieldset aria-describedby={describedBy} className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-slate-700">{label}</legend>
      <ul>
        <li>
          <CheckboxField
            type="radio"
            name={name}
            label={anyLabel}
            checked={chosen === ''}
            onChange={() => onChoose(undefined)}
          />
        </li>
        {options.map((option) => (
          <li key={option.value}>
            <CountedCheckbox
              type="radio"
              name={name}
              label={option.label}
              count={option.count}
              checked={chosen === option.value}
              onChange={() => onChoose(option.value)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
