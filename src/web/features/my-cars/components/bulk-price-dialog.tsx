import { useId, useState, type ReactNode } from 'react';
import { Tag } from 'lucide-react';
import { formatNumber, formatPrice } from '#shared/rules/format';
import { changedPrice } from '#shared/rules/price-change';
import { carTitle } from '#shared/rules/specifications';
import type { MyCar } from '#shared/schemas/car-write';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import {
  mostOf,
  readPriceChange,
  type BulkPriceChange,
  type PriceChangeForm,
} from '../lib/price-change';

interface BulkPriceDialogProps {
  /** How many cars change. */
  count: number;
  /** A chosen car on the page, whose new price is shown as the example. */
  sample: MyCar | undefined;
  busy: boolean;
  /** Why the last attempt failed, if it did. */
  error: ReactNode;
  onSubmit: (change: BulkPriceChange) => void;
  onCancel: () => void;
}

/**
 * The chosen cars' prices lowered or raised by a percent or an amount, with one car's price
 * before and after as an example. Checked here against the bounds the server keeps (a percent
 * down by at most 90, up by at most 1000); the server refuses, changing nothing, a change that
 * would put a price outside its limits.
 */
export function BulkPriceDialog({
  count,
  sample,
  busy,
  error,
  onSubmit,
  onCancel,
}: BulkPriceDialogProps) {
  const { t, language, vehicleNames } = useLanguage();
  const [form, setForm] = useState<PriceChangeForm>({ direction: 'down', by: 'percent', text: '' });
  const [checked, setChecked] = useState(false);
  const reading = readPriceChange(form);
  const limit = mostOf(form);
  const problem = !reading.ok && checked ? reading.problem : undefined;
  const problemText =
    problem === 'tooMuch'
      ? t('myCars.bulk.price.tooMuch', {
          limit:
            form.by === 'amount'
              ? formatPrice(limit, language)
              : `${formatNumber(limit, language)}%`,
        })
      : problem && t(`myCars.bulk.price.${problem}`);
  const example =
    reading.ok && sample
      ? t('myCars.bulk.price.example', {
          title: carTitle(sample, language, vehicleNames),
          before: formatPrice(sample.price, language),
          after: formatPrice(changedPrice(sample.price, reading.change), language),
        })
      : undefined;
  const formatted = formatNumber(count, language);

  const submit = () => {
    setChecked(true);
    if (reading.ok) onSubmit(reading.change);
  };

  return (
    <FormDialog
      icon={Tag}
      title={t('myCars.bulk.price.title', { count, formatted })}
      description={t('myCars.bulk.price.description')}
      busy={busy}
      submitLabel={
        busy ? t('myCars.bulk.saving') : t('myCars.bulk.price.submit', { count, formatted })
      }
      cancelLabel={t('myCars.bulk.cancel')}
      onSubmit={submit}
      onCancel={onCancel}
      error={error}
    >
      <Choice
        legend={t('myCars.bulk.price.direction')}
        value={form.direction}
        options={[
          { value: 'down', label: t('myCars.bulk.price.down') },
          { value: 'up', label: t('myCars.bulk.price.up') },
        ]}
        onChange={(direction) => setForm({ ...form, direction })}
      />
      <Choice
        legend={t('myCars.bulk.price.by')}
        value={form.by}
        options={[
          { value: 'percent', label: t('myCars.bulk.price.percent') },
          { value: 'amount', label: t('myCars.bulk.price.amount') },
        ]}
        onChange={(by) => setForm({ ...form, by })}
      />
      <TextField
        label={
          form.by === 'percent'
            ? t('myCars.bulk.price.percentValue')
            : t('myCars.bulk.price.amountValue')
        }
        value={form.text}
        onChange={(event) => setForm({ ...form, text: event.target.value })}
        inputMode={form.by === 'percent' ? 'decimal' : 'numeric'}
        autoComplete="off"
        dir="ltr"
        error={problemText}
        hint={example && <bdi>{example}</bdi>}
      />
    </FormDialog>
  );
}

interface ChoiceProps<Value extends string> {
  legend: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** Two answers side by side, one of them chosen (radio buttons drawn as a switch). */
function Choice<Value extends string>({ legend, value, options, onChange }: ChoiceProps<Value>) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-700">{legend}</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-0.5 rounded-xl bg-slate-100 p-0.5">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center rounded-[0.625rem] px-3 text-center text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400',
              value === option.value
                ? 'bg-white text-brand-800 shadow-sm'
                : 'text-slate-600 hover:text-brand-800',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
