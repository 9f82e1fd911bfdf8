import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Save } from 'lucide-react';
import { cities } from '#shared/reference/cities';
import type { Language } from '#shared/reference/types';
import { textInLanguage } from '#shared/rules/dealer-names';
import type { DealerProfileBody } from '#shared/schemas/team';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import {
  cleanDealerProfile,
  emptyDealerProfile,
  validateDealerProfile,
  type DealerProfileErrors,
  type DealerProfileField,
  type DealerProfileValues,
} from '../lib/validate-dealer-profile';

interface DealerProfileFormProps {
  initial?: DealerProfileValues;
  submitLabel: string;
  busyLabel: string;
  /** Shown after a successful submit (unless the form goes away). */
  savedMessage?: string;
  /** Shown when the server gives no message the interface knows. */
  failedMessage: string;
  onSubmit: (body: DealerProfileBody) => Promise<void>;
  /** The logo field, shown first; given the business name typed so far (for its initials). */
  renderLogo?: (name: string) => ReactNode;
}

/** The page's language first: a dealer fills in their own language's name before the other. */
const languagesFrom = (language: Language): readonly Language[] =>
  language === 'ar' ? ['ar', 'en'] : ['en', 'ar'];

const nameField = { en: 'nameEn', ar: 'nameAr' } as const;
const addressField = { en: 'addressEn', ar: 'addressAr' } as const;

/**
 * The business name and address in English and in Arabic (one name at least), city, phone and
 * WhatsApp number ("become a dealer" and the profile; docs/decisions/180).
 */
export function DealerProfileForm({
  initial = emptyDealerProfile,
  submitLabel,
  busyLabel,
  savedMessage,
  failedMessage,
  onSubmit,
  renderLogo,
}: DealerProfileFormProps) {
  const { t, language } = useLanguage();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<DealerProfileErrors>({});
  const [status, setStatus] = useState<
    { kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  const form = useRef<HTMLFormElement>(null);
  const inOrder = languagesFrom(language);
  const fieldOrder: DealerProfileField[] = [
    ...inOrder.map((each) => nameField[each]),
    ...inOrder.map((each) => addressField[each]),
    'city',
    'phone',
    'whatsapp',
  ];

  const cityOptions = useMemo(
    () =>
      cities
        .map((city) => ({ value: city.key, label: city[language] }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );

  const messages: Record<DealerProfileField, string> = {
    nameEn: t('myAccount.nameInvalid'),
    nameAr: t('myAccount.nameInvalid'),
    city: t('myAccount.cityInvalid'),
    phone: t('myAccount.phoneInvalid'),
    whatsapp: t('myAccount.whatsappInvalid'),
    addressEn: t('myAccount.addressInvalid'),
    addressAr: t('myAccount.addressInvalid'),
  };
  const errorOf = (field: DealerProfileField) => {
    const error = errors[field];
    if (error === undefined) return undefined;
    return error === 'missing' ? t('myAccount.nameMissing') : messages[field];
  };

  const change = (field: DealerProfileField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Either name mends a missing one.
    const mended: DealerProfileField[] =
      field === 'nameEn' || field === 'nameAr' ? ['nameEn', 'nameAr'] : [field];
    if (mended.some((each) => errors[each])) {
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries(mended.map((each) => [each, undefined])),
      }));
    }
    if (status.kind !== 'saving') setStatus({ kind: 'idle' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDealerProfile(values);
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      setStatus({ kind: 'idle' });
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      await onSubmit(cleanDealerProfile(values));
      setStatus({ kind: 'saved' });
    } catch (error) {
      setStatus({ kind: 'failed', message: serverMessage(t, language, error, failedMessage) });
    }
  };

  const hasErrors = fieldOrder.some((field) => errors[field]);
  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {hasErrors && <Alert tone="error">{t('myAccount.formInvalid')}</Alert>}
      {renderLogo?.(textInLanguage(cleanDealerProfile(values).names, language))}
      <div className="grid gap-4 sm:grid-cols-2">
        {inOrder.map((each) => (
          <TextField
            key={nameField[each]}
            name={nameField[each]}
            lang={each}
            dir={each === 'ar' ? 'rtl' : 'ltr'}
            label={t(each === 'ar' ? 'myAccount.nameAr' : 'myAccount.nameEn')}
            hint={each === language ? t('myAccount.nameHint') : undefined}
            autoComplete={each === language ? 'organization' : 'off'}
            maxLength={120}
            value={values[nameField[each]]}
            error={errorOf(nameField[each])}
            onChange={(event) => change(nameField[each])(event.target.value)}
          />
        ))}
        {inOrder.map((each) => (
          <TextField
            key={addressField[each]}
            name={addressField[each]}
            lang={each}
            dir={each === 'ar' ? 'rtl' : 'ltr'}
            label={t(each === 'ar' ? 'myAccount.addressAr' : 'myAccount.addressEn')}
            autoComplete={each === language ? 'street-address' : 'off'}
            maxLength={300}
            value={values[addressField[each]]}
            error={errorOf(addressField[each])}
            onChange={(event) => change(addressField[each])(event.target.value)}
          />
        ))}
        <SelectField
          name="city"
          label={t('myAccount.city')}
          placeholder={t('myAccount.chooseCity')}
          value={values.city}
          error={errorOf('city')}
          onChange={(event) => change('city')(event.target.value)}
          options={cityOptions}
        />
        <TextField
          name="phone"
          type="tel"
          dir="ltr"
          autoComplete="tel"
          label={t('myAccount.phone')}
          hint={
            <>
              {t('myAccount.phoneHint')} <PhoneNumber phone="+20 2 2345 6789" />
            </>
          }
          maxLength={20}
          value={values.phone}
          error={errorOf('phone')}
          onChange={(event) => change('phone')(event.target.value)}
        />
        <TextField
          name="whatsapp"
          type="tel"
          dir="ltr"
          label={t('myAccount.whatsapp')}
          maxLength={20}
          value={values.whatsapp}
          error={errorOf('whatsapp')}
          onChange={(event) => change('whatsapp')(event.target.value)}
        />
      </div>
      {status.kind === 'failed' && <Alert tone="error">{status.message}</Alert>}
      {status.kind === 'saved' && savedMessage && <Alert tone="success">{savedMessage}</Alert>}
      <Button type="submit" size="lg" disabled={status.kind === 'saving'} className="max-sm:w-full">
        <Save aria-hidden="true" className="size-4" />
        {status.kind === 'saving' ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
