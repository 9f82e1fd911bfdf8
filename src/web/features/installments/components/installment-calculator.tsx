import { useId, useState } from 'react';
import { financeBounds, type FinanceTerms } from '#shared/reference/finance';
import { formatNumber, formatPrice } from '#shared/rules/format';
import { installmentPlan, type InstallmentPlan } from '#shared/rules/installments';
import { Field, fieldClasses } from '../../../components/ui/field';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { useRemoteConfig } from '../../../lib/remote-config';
import {
  calculatorFieldError,
  fieldsFrom,
  readCalculator,
  switchDownPayment,
  type CalculatorField,
  type CalculatorFields,
  type DownPaymentMode,
} from '../lib/calculator-fields';

/**
 * The installments of a car of `price` (decision 139), live as the buyer changes the down payment,
 * the term or the rate; the configured terms to start with. A field out of bounds shows its
 * error and the result shows no amounts.
 */
export function InstallmentCalculator({
  price,
  offer,
}: {
  price: number;
  /** The dealership's finance programme: its terms to start with instead of the configured. */
  offer?: FinanceTerms | null | undefined;
}) {
  const { finance } = useRemoteConfig();
  const terms = offer ?? finance;
  // A first visit starts from the defaults and gets the server's terms a moment later: the
  // calculator starts again from those.
  const key = `${terms.downPaymentPercent}/${terms.termMonths}/${terms.annualRatePercent}`;
  return <CalculatorBody key={key} price={price} terms={terms} />;
}

function CalculatorBody({ price, terms }: { price: number; terms: FinanceTerms }) {
  const { t, language } = useLanguage();
  const [fields, setFields] = useState<CalculatorFields>(() => fieldsFrom(terms));
  const reading = readCalculator(fields, price);
  const problems = reading.ok ? {} : reading.problems;
  const plan = reading.ok
    ? installmentPlan(price, reading.terms, reading.downPaymentAmount)
    : undefined;
  const error = (field: CalculatorField) =>
    calculatorFieldError(t, language, field, fields.downPaymentMode, problems[field]);
  const change = (field: CalculatorField, value: string) =>
    setFields((current) => ({ ...current, [field]: value }));
  const range = (bounds: { min: number; max: number }) => ({
    min: formatNumber(bounds.min, language),
    max: formatNumber(bounds.max, language),
  });

  return (
    <div className="mt-4 space-y-4">
      <DownPaymentField
        value={fields.downPayment}
        mode={fields.downPaymentMode}
        price={price}
        error={error('downPayment')}
        onChange={(value) => change('downPayment', value)}
        onModeChange={(mode) =>
          setFields((current) => switchDownPayment(current, mode, price, language))
        }
      />
      <div className="grid grid-cols-2 items-start gap-3">
        <TextField
          label={t('installments.term')}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          value={fields.termMonths}
          onChange={(event) => change('termMonths', event.target.value)}
          hint={t('installments.termHint', {
            count: financeBounds.termMonths.max,
            ...range(financeBounds.termMonths),
          })}
          error={error('termMonths')}
        />
        <TextField
          label={t('installments.rate')}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          value={fields.annualRatePercent}
          onChange={(event) => change('annualRatePercent', event.target.value)}
          hint={t('installments.rateHint', range(financeBounds.annualRatePercent))}
          error={error('annualRatePercent')}
        />
      </div>
      <PlanSummary plan={plan} termMonths={reading.ok ? reading.terms.termMonths : undefined} />
    </div>
  );
}

interface DownPaymentFieldProps {
  value: string;
  mode: DownPaymentMode;
  price: number;
  error: string | undefined;
  onChange: (value: string) => void;
  onModeChange: (mode: DownPaymentMode) => void;
}

const modes: readonly DownPaymentMode[] = ['percent', 'amount'];

/**
 * The down payment, in percent of the price or in pounds as the buyer chooses (two segments a
 * thumb hits, 44 px high); switching turns the one into the other.
 */
function DownPaymentField({
  value,
  mode,
  price,
  error,
  onChange,
  onModeChange,
}: DownPaymentFieldProps) {
  const { t, language } = useLanguage();
  const inputId = useId();
  const hint =
    mode === 'percent'
      ? t('installments.downPaymentPercentHint', {
          min: formatNumber(financeBounds.downPaymentPercent.min, language),
          max: formatNumber(financeBounds.downPaymentPercent.max, language),
        })
      : t('installments.downPaymentAmountHint', { price: formatPrice(price, language) });
  return (
    <Field
      id={inputId}
      label={
        <>
          {t('installments.downPayment')}
          <span className="sr-only"> ({t(`installments.unit.${mode}`)})</span>
        </>
      }
      labelAside={
        <fieldset className="min-w-0 shrink-0">
          <legend className="sr-only">{t('installments.downPaymentAs')}</legend>
          <div className="grid grid-cols-2 gap-0.5 rounded-xl bg-slate-100 p-0.5">
            {modes.map((option) => (
              <label
                key={option}
                className={cn(
                  'flex h-11 min-w-14 cursor-pointer items-center justify-center rounded-[0.625rem] px-3 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400',
                  mode === option
                    ? 'bg-white text-brand-800 shadow-sm'
                    : 'text-slate-600 hover:text-brand-800',
                )}
              >
                <input
                  type="radio"
                  name={`${inputId}-mode`}
                  value={option}
                  checked={mode === option}
                  onChange={() => onModeChange(option)}
                  className="sr-only"
                />
                <span aria-hidden="true">{t(`installments.unit.${option}`)}</span>
                <span className="sr-only">{t(`installments.mode.${option}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      }
      hint={hint}
      error={error}
    >
      {(controlProps) => (
        <input
          {...controlProps}
          inputMode={mode === 'percent' ? 'decimal' : 'numeric'}
          dir="ltr"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(fieldClasses(Boolean(error)), 'rtl:text-end')}
        />
      )}
    </Field>
  );
}

/**
 * What the terms come to: the monthly installment first and large, then the down payment, the
 * amount financed, the total paid and the interest. Without valid terms, dashes and a word on
 * why, in the same space.
 */
function PlanSummary({
  plan,
  termMonths,
}: {
  plan: InstallmentPlan | undefined;
  termMonths: number | undefined;
}) {
  const { t, language } = useLanguage();
  const amount = (value: number | undefined) =>
    value === undefined ? '—' : formatPrice(value, language);
  const rows = [
    { label: t('installments.result.downPayment'), value: plan?.downPayment },
    { label: t('installments.result.financed'), value: plan?.financed },
    { label: t('installments.result.totalPaid'), value: plan?.totalPaid },
    { label: t('installments.result.interest'), value: plan?.interest },
  ];
  return (
    <dl className="rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-100">
      <div>
        <dt className="font-semibold text-brand-900">{t('installments.result.monthly')}</dt>
        <dd aria-live="polite" className="mt-0.5 text-3xl font-extrabold text-brand-700">
          {amount(plan?.monthly)}
        </dd>
        <dd className="text-xs text-slate-600">
          {plan && termMonths !== undefined
            ? t('installments.result.over', {
                count: termMonths,
                months: formatNumber(termMonths, language),
              })
            : t('installments.result.invalid')}
        </dd>
      </div>
      {rows.map((row, index) => (
        <div
          key={row.label}
          className={cn(
            'flex items-baseline justify-between gap-3',
            index === 0 ? 'mt-3 border-t border-brand-100 pt-3' : 'mt-1.5',
          )}
        >
          <dt className="text-slate-600">{row.label}</dt>
          <dd className="font-semibold whitespace-nowrap text-slate-900">{amount(row.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
