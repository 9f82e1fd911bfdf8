import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Landmark, Save, Trash2 } from 'lucide-react';
import { financeBounds, type FinanceTerms } from '#shared/reference/finance';
import { formatNumber } from '#shared/rules/format';
import { financeOfferSchema, type FinanceOffer } from '#shared/schemas/car';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/i18n';
import { useRemoteConfig } from '../../../lib/remote-config';
import { serverMessage } from '../../../lib/server-message';
import { useChangeFinanceOffer, useFinanceOffer } from '../api/finance-offer';
import { offerFieldError, readOfferNumber, type OfferField } from '../lib/offer-errors';

type OfferInput = z.input<typeof financeOfferSchema>;

type Outcome = { kind: 'saved' | 'removed' } | { kind: 'failed'; message: string };

/**
 * The dealership's own finance programme (docs/decisions/141), for its admin on
 * /my-account: down payment, term, rate and the provider's name, checked by the shared
 * `financeOfferSchema` the API checks them with. Its cars show it instead of the market's terms.
 */
export function FinanceOfferEditor() {
  const { t, language } = useLanguage();
  const { finance } = useRemoteConfig();
  const current = useFinanceOffer();
  const { save, remove } = useChangeFinanceOffer();
  const [outcome, setOutcome] = useState<Outcome>();

  if (current.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <div key={key} className="h-18 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    );
  }
  if (current.isError) return <ErrorFallback onRetry={() => void current.refetch()} />;

  const offer = current.data.offer;
  const failed = (error: unknown) =>
    setOutcome({
      kind: 'failed',
      message: serverMessage(t, language, error, t('financeOffer.failed')),
    });
  const submit = (values: FinanceOffer) => {
    setOutcome(undefined);
    save.mutate(values, { onSuccess: () => setOutcome({ kind: 'saved' }), onError: failed });
  };
  const removeOffer = () => {
    setOutcome(undefined);
    remove.mutate(undefined, { onSuccess: () => setOutcome({ kind: 'removed' }), onError: failed });
  };

  return (
    <div className="space-y-5">
      <CurrentTerms offer={offer} defaults={finance} />
      <OfferForm
        // A saved or removed offer starts the fields again from what is stored.
        key={JSON.stringify(offer)}
        initial={offer ?? { ...finance, provider: '' }}
        hasOffer={offer !== null}
        busy={save.isPending || remove.isPending}
        outcome={outcome}
        onSubmit={submit}
        onRemove={removeOffer}
        onEdit={() => setOutcome(undefined)}
      />
    </div>
  );
}

/** What the dealership's cars show now: its offer, or the market's terms. */
function CurrentTerms({ offer, defaults }: { offer: FinanceOffer | null; defaults: FinanceTerms }) {
  const { t, language } = useLanguage();
  const terms = offer ?? defaults;
  const values = {
    count: terms.termMonths,
    percent: formatNumber(terms.downPaymentPercent, language),
    months: formatNumber(terms.termMonths, language),
    rate: formatNumber(terms.annualRatePercent, language),
  };
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200/70">
      <Landmark aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {offer ? (
            <>
              {t('financeOffer.currentOffer')}{' '}
              <bdi className="break-words">{t('car.financeBy', { provider: offer.provider })}</bdi>
            </>
          ) : (
            t('financeOffer.currentDefaults')
          )}
        </p>
        <p className="mt-0.5 text-slate-600">{t('financeOffer.terms', values)}</p>
      </div>
    </div>
  );
}

interface OfferFormProps {
  initial: OfferInput;
  hasOffer: boolean;
  busy: boolean;
  outcome: Outcome | undefined;
  onSubmit: (offer: FinanceOffer) => void;
  onRemove: () => void;
  onEdit: () => void;
}

const numberFields = ['downPaymentPercent', 'termMonths', 'annualRatePercent'] as const;

function OfferForm({
  initial,
  hasOffer,
  busy,
  outcome,
  onSubmit,
  onRemove,
  onEdit,
}: OfferFormProps) {
  const { t, language } = useLanguage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OfferInput, unknown, FinanceOffer>({
    resolver: zodResolver(financeOfferSchema),
    defaultValues: initial,
  });
  const error = (field: OfferField) => offerFieldError(t, language, field, errors[field]);
  // The number of months picks the words of the term's hint ("60 months", "60 شهرًا").
  const range = (field: (typeof numberFields)[number]) => ({
    count: financeBounds[field].max,
    min: formatNumber(financeBounds[field].min, language),
    max: formatNumber(financeBounds[field].max, language),
  });
  const labels = {
    downPaymentPercent: { label: t('financeOffer.downPayment'), hint: 'downPaymentHint' },
    termMonths: { label: t('financeOffer.term'), hint: 'termHint' },
    annualRatePercent: { label: t('financeOffer.rate'), hint: 'rateHint' },
  } as const;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form
      noValidate
      onChange={onEdit}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="space-y-4"
    >
      {hasErrors && <Alert tone="error">{t('financeOffer.invalid')}</Alert>}
      <TextField
        label={t('financeOffer.provider')}
        hint={t('financeOffer.providerHint')}
        dir="auto"
        autoComplete="off"
        maxLength={80}
        error={error('provider')}
        {...register('provider')}
      />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        {numberFields.map((field) => (
          <TextField
            key={field}
            label={labels[field].label}
            hint={t(`financeOffer.${labels[field].hint}`, range(field))}
            inputMode={field === 'termMonths' ? 'numeric' : 'decimal'}
            dir="ltr"
            autoComplete="off"
            error={error(field)}
            {...register(field, { setValueAs: readOfferNumber })}
          />
        ))}
      </div>
      {outcome?.kind === 'failed' && <Alert tone="error">{outcome.message}</Alert>}
      {outcome?.kind === 'saved' && <Alert tone="success">{t('financeOffer.saved')}</Alert>}
      {outcome?.kind === 'removed' && <Alert tone="success">{t('financeOffer.removed')}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={busy} className="max-sm:w-full">
          <Save aria-hidden="true" className="size-4" />
          {busy ? t('financeOffer.saving') : t('financeOffer.save')}
        </Button>
        {hasOffer && (
          <Button
            variant="outline"
            size="lg"
            disabled={busy}
            onClick={onRemove}
            className="max-sm:w-full"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('financeOffer.remove')}
          </Button>
        )}
      </div>
    </form>
  );
}
