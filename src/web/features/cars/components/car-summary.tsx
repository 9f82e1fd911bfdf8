import { Link } from 'react-router';
import type { Car } from '#shared/schemas/car';
import { galleryPictures } from '#shared/rules/pictures';
import { CarPicture, type PictureLoading } from '../../../components/cars/car-picture';
import { CarToolsOverlay } from '../../../components/cars/car-tools';
import { FairPriceBadge } from '../../../components/cars/fair-price-badge';
import { CityLine } from '../../../components/ui/city-line';
import { coverLinkClasses } from '../../../components/ui/cover-link';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { carFacts } from '../lib/car-facts';
import { ConditionBadge } from './condition-badge';

// The parts a car card and a car row share; each lays them out its own way.

interface CarHeadlineProps {
  car: Car;
  title: string;
  /** One below the heading the car sits under. */
  headingLevel: 2 | 3;
  headingClassName: string;
}

/**
 * The car's title as its heading, a link that covers the whole card or row (the parent is
 * `relative`), and its city with a pin under it.
 */
export function CarHeadline({ car, title, headingLevel, headingClassName }: CarHeadlineProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <Heading className={headingClassName}>
        <Link to={paths.carDetails.getHref(car.id)} className={cn('rounded', coverLinkClasses)}>
          {title}
        </Link>
      </Heading>
      <CityLine city={car.city} />
    </>
  );
}

interface CarShowcaseProps {
  car: Car;
  title: string;
  /** The `sizes` of the srcset: how wide the picture is shown. */
  sizes: string;
  loading: PictureLoading;
  className?: string;
  pictureClassName: string;
}

/**
 * The car's first picture with its condition badge, and the buyer's tools in its corners; on
 * phones its fair-price label too, in the corner left free (the compact row has no room for it
 * beside the price).
 */
export function CarShowcase({
  car,
  title,
  sizes,
  loading,
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
        loading={loading}
        noPictureLabel={t('car.noPicture')}
        className={pictureClassName}
      />
      <ConditionBadge condition={car.condition} className="absolute start-3 top-3" />
      {car.fairPrice && (
        // A div, not the badge itself: the compact row restyles the picture's spans (the
        // condition badge) into its top corner.
        <div className="absolute start-1.5 bottom-1.5 sm:hidden">
          <FairPriceBadge fairPrice={car.fairPrice} className="px-2 text-[0.7rem] shadow-sm" />
        </div>
      )}
      <CarToolsOverlay car={car} />
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
