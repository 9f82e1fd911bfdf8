import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { cities } from '#shared/reference/cities';
import type { Car } from '#shared/schemas/car';
import { displayName } from '#shared/rules/names';
import { galleryPictures } from '#shared/rules/pictures';
import { CarPicture } from '../../../components/cars/car-picture';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { carFacts } from '../lib/car-facts';
import { ConditionBadge } from './condition-badge';

// The parts a car card and a car row share; each lays them out its own way.

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

interface CarShowcaseProps {
  car: Car;
  title: string;
  /** The `sizes` of the srcset: how wide the picture is shown. */
  sizes: string;
  eager: boolean;
  className?: string;
  pictureClassName: string;
}

/** The car's first picture with its condition badge. */
export function CarShowcase({
  car,
  title,
  sizes,
  eager,
  className,
  pictureClassName,
}: CarShowcaseProps) {
  const { t } = useLanguage();
  return (
    <div className={cn('relative', className)}>
      <CarPicture
        picture={galleryPictures(car.pictures)[0]}
        alt={title}
        sizes={sizes}
        eager={eager}
        noPictureLabel={t('car.noPicture')}
        className={pictureClassName}
      />
      <ConditionBadge condition={car.condition} className="absolute start-3 top-3" />
    </div>
  );
}

interface CarFactListProps {
  car: Car;
  className: string;
  factClassName: string;
  /** The card's narrow columns shorten long values; the row lets them wrap. */
  truncate: boolean;
}

/** The car's key facts, each an icon with its name for screen readers, and its value. */
export function CarFactList({ car, className, factClassName, truncate }: CarFactListProps) {
  const { t, language } = useLanguage();
  return (
    <dl className={className}>
      {carFacts(car, t, language).map((fact) => (
        <div key={fact.id} className={factClassName}>
          <dt className={truncate ? 'shrink-0' : undefined}>
            <fact.icon aria-hidden="true" className="size-4 text-brand-600" />
            <span className="sr-only">{fact.label}</span>
          </dt>
          <dd className={truncate ? 'truncate' : undefined}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
