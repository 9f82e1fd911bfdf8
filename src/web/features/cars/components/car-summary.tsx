import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { cities } from '#shared/reference/cities';
import type { Car } from '#shared/schemas/car';
import { displayName } from '#shared/rules/names';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n';

/** The car's title as a link that covers its whole card or row (the parent is `relative`). */
export function CarTitleLink({ car, title }: { car: Car; title: string }) {
  return (
    <Link
      to={paths.carDetails.getHref(car.id)}
      className="rounded after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
    >
      {title}
    </Link>
  );
}

/** The car's city with a pin. */
export function CarLocation({ car }: { car: Car }) {
  const { language } = useLanguage();
  return (
    <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-500">
      <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">{displayName(cities, car.city, language)}</span>
    </p>
  );
}
