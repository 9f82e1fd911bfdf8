import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, MessageCircle, Phone, Send } from 'lucide-react';
import { formatNumber } from '#shared/rules/format';
import { maxInquiryMessageLength, maxInquiryNameLength } from '#shared/reference/leads';
import {
  exampleMobile,
  inquiryBodySchema,
  type ContactChannel,
  type InquiryBody,
  type InquiryInput,
} from '#shared/schemas/lead';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, fieldClasses } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { useSendInquiry } from '../api/inquiry';
import { inquiryFailure, inquiryFieldError } from '../lib/inquiry-errors';

const channels: readonly { value: ContactChannel; icon: typeof Phone }[] = [
  { value: 'call', icon: Phone },
  { value: 'whatsapp', icon: MessageCircle },
];

/**
 * A buyer's question to the dealer about a car (decision 137), checked in the browser by the shared
 * `inquiryBodySchema` the server checks it with. No sign-in needed; a signed-in buyer's name is
 * filled in. Once sent, a confirmation takes the form's place.
 */
export function InquiryForm({ carId }: { carId: string }) {
  const { t, language } = useLanguage();
  const { user } = useAuth();
  const send = useSendInquiry(carId);
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<InquiryInput, unknown, InquiryBody>({
    resolver: zodResolver(inquiryBodySchema),
    defaultValues: {
      name: user?.name ?? '',
      phone: '',
      message: '',
      preferredContact: 'call',
      website: '',
    },
  });

  // The session is restored after the page is drawn (the server writes it signed out): the
  // user's name fills the field then, unless the buyer has typed one already.
  const userName = user?.name;
  useEffect(() => {
    if (userName && getValues('name').trim() === '') setValue('name', userName);
  }, [userName, getValues, setValue]);

  const messageId = useId();
  const websiteId = useId();
  const messageError = inquiryFieldError(t, language, 'message', errors.message);

  if (send.isSuccess) return <InquirySent />;

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) => send.mutate({ ...values, language }))(event)
      }
      className="mt-4 space-y-4"
    >
      <TextField
        label={t('inquiry.name')}
        autoComplete="name"
        dir="auto"
        maxLength={maxInquiryNameLength}
        error={inquiryFieldError(t, language, 'name', errors.name)}
        {...register('name')}
      />
      <TextField
        label={t('inquiry.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        placeholder={exampleMobile}
        hint={t('inquiry.phoneHint')}
        error={inquiryFieldError(t, language, 'phone', errors.phone)}
        {...register('phone')}
      />
      <Field
        id={messageId}
        label={t('inquiry.message')}
        error={messageError}
        count={<MessageCount control={control} />}
      >
        {(controlProps) => (
          <textarea
            {...controlProps}
            dir="auto"
            rows={4}
            maxLength={maxInquiryMessageLength}
            placeholder={t('inquiry.messagePlaceholder')}
            className={cn(fieldClasses(Boolean(messageError)), 'h-auto py-2 rtl:text-right')}
            {...register('message')}
          />
        )}
      </Field>
      <ContactChoice control={control} register={register} />
      {/* People never see this field, nor reach it with Tab; a form that fills it is a bot's
          (docs/decisions/137). */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={websiteId}>{t('inquiry.website')}</label>
        <input
          id={websiteId}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
      </div>
      {send.isError && <Alert tone="error">{inquiryFailure(t, language, send.error)}</Alert>}
      <div>
        <Button
          type="submit"
          className="w-full"
          disabled={send.isPending}
          aria-busy={send.isPending || undefined}
        >
          {send.isPending ? (
            <Spinner className="size-4 border-white/40 border-t-white" />
          ) : (
            <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          )}
          {send.isPending ? t('inquiry.sending') : t('inquiry.send')}
        </Button>
        <p className="mt-2 text-xs text-slate-500">{t('inquiry.privacy')}</p>
      </div>
    </form>
  );
}

/** How much of the message's 2,000 characters is used. */
function MessageCount({ control }: { control: Control<InquiryInput> }) {
  const { t, language } = useLanguage();
  const message = useWatch({ control, name: 'message' }) ?? '';
  return t('inquiry.counter', {
    typed: formatNumber(message.length, language),
    max: formatNumber(maxInquiryMessageLength, language),
  });
}

/** Call or WhatsApp, as two segments (radio buttons) a thumb hits (44 px high). */
function ContactChoice({
  control,
  register,
}: {
  control: Control<InquiryInput>;
  register: UseFormRegister<InquiryInput>;
}) {
  const { t } = useLanguage();
  const chosen = useWatch({ control, name: 'preferredContact' });
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-700">{t('inquiry.contactBy')}</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {channels.map(({ value, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400',
              chosen === value
                ? 'bg-white text-brand-800 shadow-sm'
                : 'text-slate-600 hover:text-brand-800',
            )}
          >
            <input
              type="radio"
              value={value}
              className="sr-only"
              {...register('preferredContact')}
            />
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {t(`inquiry.channel.${value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** In the form's place once sent: the news, which takes the focus (the Send button is gone). */
function InquirySent() {
  const { t } = useLanguage();
  const news = useRef<HTMLParagraphElement>(null);
  useEffect(() => news.current?.focus(), []);
  return (
    <div
      role="status"
      className="mt-4 flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      <div className="min-w-0">
        <p ref={news} tabIndex={-1} className="font-bold outline-none">
          {t('inquiry.sent')}
        </p>
        <p className="mt-1 text-sm">{t('inquiry.sentHint')}</p>
      </div>
    </div>
  );
}
