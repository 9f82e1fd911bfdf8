import { maxSavedSearchNameLength } from '#shared/reference/limits';
import { formatNumber } from '#shared/rules/format';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../lib/i18n';
import { nameProblem } from '../lib/search-name';

/** A saved search's name; its problem shows once the user has tried to save (`checked`). */
export function SearchNameField({
  value,
  checked,
  onChange,
}: {
  value: string;
  checked: boolean;
  onChange: (name: string) => void;
}) {
  const { t, language } = useLanguage();
  const problem = nameProblem(value);
  return (
    <TextField
      label={t('savedSearches.name')}
      value={value}
      maxLength={maxSavedSearchNameLength}
      dir="auto"
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
      error={
        checked && problem
          ? t(`savedSearches.nameProblem.${problem}`, {
              count: maxSavedSearchNameLength,
              max: formatNumber(maxSavedSearchNameLength, language),
            })
          : undefined
      }
    />
  );
}
