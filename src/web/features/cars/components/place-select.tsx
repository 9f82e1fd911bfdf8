import { SelectField } from '../../../components/ui/select-field';
import { useLanguage } from '../../../lib/i18n';
import { placeGroups } from '../lib/places';

interface PlaceSelectProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * One place, chosen from a select that groups districts under their governorate: "All of
 * Cairo" first, then Nasr City, Heliopolis… A governorate without districts is one option.
 */
export function PlaceSelect({ value, onChange }: PlaceSelectProps) {
  const { t, language } = useLanguage();
  return (
    <SelectField
      label={t('filters.city')}
      tone="light"
      placeholder={t('filters.anyCity')}
      options={placeGroups.map(({ governorate, districts }) => {
        const name = governorate[language];
        return districts.length === 0
          ? { value: governorate.key, label: name }
          : {
              label: name,
              options: [
                { value: governorate.key, label: t('filters.allOf', { name }) },
                ...districts.map((district) => ({
                  value: district.key,
                  label: district[language],
                })),
              ],
            };
      })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
