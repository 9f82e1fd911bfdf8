import { lazy, Suspense } from 'react';
import { useLanguage } from '../../../lib/i18n';
import type { OptionCount } from '../lib/facet-counts';
import { placeName, togglePlace } from '../lib/places';
import { joinValues, splitValues } from '../lib/value-list';
import { FilterDisclosure } from './filter-disclosure';

const PlacesList = lazy(() =>
  import('./places-list').then((module) => ({ default: module.PlacesList })),
);

interface PlacesPickerProps {
  /** The `city` value: places separated by commas. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  counts: OptionCount;
  className?: string;
}

/**
 * The places filter as Egyptians name places: each governorate with its districts under it
 * (Cairo › Nasr City, Heliopolis…). Choosing a governorate chooses all of its districts, and
 * several places can be chosen.
 */
export function PlacesPicker({ value, onChange, counts, className }: PlacesPickerProps) {
  const { t, language } = useLanguage();
  const places = splitValues(value);
  const summary =
    places.length === 0
      ? t('filters.anyCity')
      : places.map((place) => placeName(place, language)).join(language === 'ar' ? '، ' : ', ');
  const toggle = (key: string, on: boolean) => onChange(joinValues(togglePlace(places, key, on)));

  return (
    <FilterDisclosure label={t('filters.city')} summary={summary} className={className}>
      {(labelledBy) => (
        <Suspense fallback={null}>
          <PlacesList labelledBy={labelledBy} places={places} counts={counts} onToggle={toggle} />
        </Suspense>
      )}
    </FilterDisclosure>
  );
}
