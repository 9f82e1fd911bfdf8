import { MapPin } from 'lucide-react';
import { cities } from '#shared/reference/cities';
import { displayName } from '#shared/rules/names';
import { useLanguage } from '../../lib/i18n';

/** Where a car or a dealer is: the city's name after a pin, on one line, under a card's title. */
export function CityLine({ city }: { city: string }) {
  const { language } = useLanguage();
  return (
    <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-500">
      <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">{displayName(cities, city, language)}</span>
    </p>
  );
}
