import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { NearbySearchAnswer } from '#shared/schemas/car';
import { useLanguage } from '../../../lib/i18n';
import type { CarSearchState } from '../lib/car-search-params';
import { nearbyCount, nearbyLabel } from '../lib/nearby-searches';
import { criteriaHref } from '../lib/structured-search';
import type { CarsView } from './car-results';

interface NearbySearchesProps {
  /** What the API offers, nearest first. */
  nearby: NearbySearchAnswer[];
  /** The search that found nothing. */
  search: CarSearchState;
  view: CarsView;
}

/**
 * The searches near one that found nothing, each one tap away with how many cars it finds
 * (docs/decisions/182): nothing found is never a dead end.
 */
export function NearbySearches({ nearby, search, view }: NearbySearchesProps) {
  const { t, language, vehicleNames } = useLanguage();
  const headingId = useId();
  if (nearby.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="w-full max-w-lg text-start">
      <h3 id={headingId} className="mb-3 text-center text-sm font-bold text-slate-700">
        {t('cars.nearbyTitle')}
      </h3>
      <ul className="grid gap-2">
        {nearby.map((offer) => (
          <li key={offer.criteria}>
            <Link
              to={criteriaHref(offer.criteria, view, vehicleNames)}
              className="flex min-h-12 items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-2.5 text-brand-900 transition-colors hover:border-brand-400 hover:bg-brand-100"
            >
              <span className="min-w-0 flex-1 font-semibold">
                {nearbyLabel(offer, search, t, language, vehicleNames)}
              </span>
              <span className="shrink-0 text-sm text-slate-600">
                {nearbyCount(offer, t, language)}
              </span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
