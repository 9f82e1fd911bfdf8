import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';
import {
  joinPlaces,
  placeChosen,
  placeGroups,
  placeName,
  splitPlaces,
  togglePlace,
} from '../lib/places';

interface PlacesPickerProps {
  /** The `city` value: places separated by commas. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  className?: string;
}

/** A checkbox row, 44 px tall so that a thumb hits it. */
function PlaceOption({
  label,
  checked,
  mixed = false,
  strong = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  /** Some of a governorate's districts are chosen, not all of it. */
  mixed?: boolean;
  strong?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm hover:bg-slate-50',
        strong ? 'font-semibold text-slate-900' : 'text-slate-700',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        ref={(input) => {
          if (input) input.indeterminate = mixed;
        }}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-brand-700"
      />
      {label}
    </label>
  );
}

/**
 * The places filter as Egyptians name places: each governorate with its districts under it
 * (Cairo › Nasr City, Heliopolis…). Choosing a governorate chooses all of its districts, and
 * several places can be chosen. Folded behind a button that says what is chosen.
 */
export function PlacesPicker({ value, onChange, className }: PlacesPickerProps) {
  const { t, language } = useLanguage();
  const [open, setOpen] = useState(false);
  const id = useId();
  const places = splitPlaces(value);
  const summary =
    places.length === 0
      ? t('filters.anyCity')
      : places.map((place) => placeName(place, language)).join(language === 'ar' ? '، ' : ', ');
  const toggle = (key: string, on: boolean) => onChange(joinPlaces(togglePlace(places, key, on)));

  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <span id={`${id}-label`} className="text-sm font-semibold text-slate-700">
        {t('filters.city')}
      </span>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-summary`}
        onClick={() => setOpen((shown) => !shown)}
        className="flex h-11 w-full min-w-0 items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white ps-3 pe-3 text-start text-sm text-slate-800 transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      >
        <span id={`${id}-summary`} className="truncate">
          {summary}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'size-4 shrink-0 text-slate-500 transition-transform',
            open && 'rotate-180',
          )}
        />
      </button>
      <ul
        id={`${id}-list`}
        aria-labelledby={`${id}-label`}
        hidden={!open}
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
    </div>
  );
}
