import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { makeName } from '#shared/reference/vehicle-names';
import { formatNumber } from '#shared/rules/format';
import { landingPath } from '#shared/rules/landing-pages';
import { ErrorFallback } from '../../../components/errors/error-fallback';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../lib/i18n';
import { usePopularMakes } from '../api/popular-makes';

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6';

/** The makes with the most cars, each linking to its landing page. */
export function PopularMakes() {
  const { t, language, vehicleNames } = useLanguage();
  const { data, status, refetch } = usePopularMakes();
  if (status === 'error') return <ErrorFallback onRetry={() => void refetch()} />;
  if (status === 'pending') {
    return (
      <div aria-busy="true" className={grid}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-20 rounded-2xl" />
        ))}
      </div>
    );
  }
  return (
    <ul className={grid}>
      {data.makes.map((make) => (
        <li key={make.key}>
          <Link
            to={landingPath({ kind: 'make', make: make.key })}
            className="group flex h-full items-center justify-between gap-2 rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70 transition hover:-translate-y-0.5 hover:shadow-card-hover hover:ring-brand-300"
          >
            <span className="min-w-0">
              <span className="block truncate font-bold text-slate-900">
                {makeName(vehicleNames, make.key)}
              </span>
              <span className="block text-sm text-slate-500">
                {t('home.makeCount', {
                  count: make.count,
                  formatted: formatNumber(make.count, language),
                })}
              </span>
            </span>
            <ChevronRight
              aria-hidden="true"
              className="size-4 shrink-0 text-slate-400 transition-colors group-hover:text-brand-600 rtl:rotate-180"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
