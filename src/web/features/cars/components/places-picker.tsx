import { lazy, Suspense, useId, useState } from 'react';
import { useLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';
import { joinPlaces, placeName, splitPlaces, togglePlace } from '../lib/places';
import { DisclosureChevron } from '../../../components/ui/disclosure-chevron';

const PlacesList = lazy(() =>
  import('./places-list').then((module) => ({ default: module.PlacesList })),
);

interface PlacesPickerProps {
  /** The `city` value: places separated by commas. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  className?: string;
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
        <DisclosureChevron open={open} />
      </button>
      <div id={`${id}-list`} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <PlacesList labelledBy={`${id}-label`} places={places} onToggle={toggle} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
