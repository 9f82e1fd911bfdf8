import { useLanguage } from '../../../lib/i18n';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { placeChosen, placeGroups } from '../lib/places';

/** A place to tick; a governorate shows as mixed when only some of its districts are chosen. */
function PlaceOption({
  label,
  checked,
  mixed = false,
  strong = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  mixed?: boolean;
  strong?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <CheckboxField
      label={label}
      checked={checked}
      ref={(input) => {
        if (input) input.indeterminate = mixed;
      }}
      onChange={(event) => onChange(event.target.checked)}
      className={strong ? 'font-semibold text-slate-900' : undefined}
    />
  );
}

/** The governorates and their districts to tick; loaded when the picker first opens. */
export function PlacesList({
  labelledBy,
  places,
  onToggle,
}: {
  labelledBy: string;
  places: readonly string[];
  onToggle: (key: string, on: boolean) => void;
}) {
  const { t, language } = useLanguage();
  const toggle = onToggle;
  return (
    <ul
      aria-labelledby={labelledBy}
      className="max-h-80 overflow-y-auto rounded-xl border border-slate-200 p-1"
    >
      {placeGroups.map(({ governorate, districts }) => {
        const chosen = places.includes(governorate.key);
        const name = governorate[language];
        return (
          <li key={governorate.key}>
            <PlaceOption
              label={name}
              strong
              checked={chosen}
              mixed={!chosen && districts.some((district) => places.includes(district.key))}
              onChange={(on) => toggle(governorate.key, on)}
            />
            {districts.length > 0 && (
              <ul aria-label={t('filters.districtsOf', { name })} className="ps-6">
                {districts.map((district) => (
                  <li key={district.key}>
                    <PlaceOption
                      label={district[language]}
                      checked={placeChosen(places, district.key)}
                      onChange={(on) => toggle(district.key, on)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
