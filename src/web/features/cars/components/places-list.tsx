import { cities } from '#shared/reference/cities';
import type { CarCount } from '#shared/schemas/car';
import { useLanguage } from '../../../lib/i18n';
import type { OptionCount } from '../lib/facet-counts';
import { placeChosen, placeGroups } from '../lib/places';
import { CountedCheckbox } from './option-checklist';

/** The cars of a governorate: those of all its cities. */
function governorateCount(counts: OptionCount, governorate: string): CarCount | undefined {
  let total: CarCount | undefined;
  for (const city of cities) {
    if (city.governorate !== governorate) continue;
    const count = counts('city', city.key);
    if (!count) return undefined;
    total = {
      count: (total?.count ?? 0) + count.count,
      approximate: (total?.approximate ?? false) || count.approximate,
    };
  }
  return total;
}

/** A place to tick; a governorate shows as mixed when only some of its districts are chosen. */
function PlaceOption({
  label,
  count,
  checked,
  mixed = false,
  strong = false,
  onChange,
}: {
  label: string;
  count: CarCount | undefined;
  checked: boolean;
  mixed?: boolean;
  strong?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <CountedCheckbox
      label={label}
      count={count}
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
  counts,
  onToggle,
}: {
  labelledBy: string;
  places: readonly string[];
  counts: OptionCount;
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
              count={governorateCount(counts, governorate.key)}
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
                      count={counts('city', district.key)}
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
