import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { Field } from '../../../components/ui/field';
import { useLanguage } from '../../../lib/i18n';
import { placeGroups } from '../lib/places';

interface PlaceSelectProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * One place, chosen from a select that groups districts under their governorate: "All of
 * Cairo" first, then Nasr City, Heliopolis… A governorate without districts is one option.
 * SelectField has no groups, hence its own select (with the same look) in the same Field.
 */
export function PlaceSelect({ value, onChange }: PlaceSelectProps) {
  const { t, language } = useLanguage();
  const id = useId();
  return (
    <Field id={id} label={t('filters.city')}>
      {(controlProps) => (
        <div className="relative">
          <select
            {...controlProps}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="h-11 w-full min-w-0 appearance-none truncate rounded-xl border border-slate-200 bg-slate-50 ps-3 pe-9 text-sm text-slate-800 transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          >
            <option value="">{t('filters.anyCity')}</option>
            {placeGroups.map(({ governorate, districts }) =>
              districts.length === 0 ? (
                <option key={governorate.key} value={governorate.key}>
                  {governorate[language]}
                </option>
              ) : (
                <optgroup key={governorate.key} label={governorate[language]}>
                  <option value={governorate.key}>
                    {t('filters.allOf', { name: governorate[language] })}
                  </option>
                  {districts.map((district) => (
                    <option key={district.key} value={district.key}>
                      {district[language]}
                    </option>
                  ))}
                </optgroup>
              ),
            )}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
        </div>
      )}
    </Field>
  );
}
