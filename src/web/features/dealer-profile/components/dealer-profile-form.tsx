import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Save } from 'lucide-react';
import { cities } from '#shared/reference/cities';
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
  validateDealerProfile,
  type DealerProfileErrors,
  type DealerProfileField,
} from '../lib/validate-dealer-profile';

export const emptyDealerProfile: DealerProfileBody = {
  name: '',
  city: '',
  phone: '',
  whatsapp: '',
  address: '',
};

interface DealerProfileFormProps {
  initial?: DealerProfileBody;
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

const fieldOrder: DealerProfileField[] = ['name', 'city', 'phone', 'whatsapp', 'address'];

/** Business name, city, phone, WhatsApp number and address ("become a dealer" and the profile). */
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

  const cityOptions = useMemo(
    () =>
      cities
        .map((city) => ({ value: city.key, label: city[language] }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );

  const messages: Record<DealerProfileField, string> = {
    name: t('myAccount.nameInvalid'),
    city: t('myAccount.cityInvalid'),
    phone: t('myAccount.phoneInvalid'),
    whatsapp: t('myAccount.whatsappInvalid'),
    address: t('myAccount.addressInvalid'),
  };
  const errorOf = (field: DealerProfileField) => (errors[field] ? messages[field] : undefined);

  const change = (field: DealerProfileField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
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
      {renderLogo?.(values.name)}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          dir="auto"
          label={t('myAccount.name')}
          autoComplete="organization"
          maxLength={120}
          value={values.name}
          error={errorOf('name')}
          onChange={(event) => change('name')(event.target.value)}
        />
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
        <TextField
          name="address"
          dir="auto"
          label={t('myAccount.address')}
          autoComplete="street-address"
          maxLength={300}
          className="sm:col-span-2"
          value={values.address}
          error={errorOf('address')}
          onChange={(event) => change('address')(event.target.value)}
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
