import { Link } from 'react-router';
import { Car } from 'lucide-react';
import type { DealerSummary } from '#shared/schemas/dealer';
import { textInLanguage } from '#shared/rules/dealer-names';
import { formatNumber } from '#shared/rules/format';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n';
import { DealerAvatar } from '../../../components/dealers/dealer-avatar';
import { CityLine } from '../../../components/ui/city-line';
import { coverLinkClasses } from '../../../components/ui/cover-link';

/**
 * A dealer in the directory: logo or initials, name (in the page's language), city and number of cars. `headingLevel`
 * is one below the heading the card sits under (2 right under the page title).
 */
export function DealerCard({
  dealer,
  headingLevel,
}: {
  dealer: DealerSummary;
  headingLevel: 2 | 3;
}) {
  const { t, language } = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const name = textInLanguage(dealer.names, language);
  return (
    <article className="group relative flex h-full items-center gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70 transition-shadow hover:shadow-card-hover">
      <DealerAvatar name={name} logoUrl={dealer.logoUrl} />
      <div className="min-w-0 flex-1">
        <Heading className="truncate font-bold text-slate-900">
          <Link to={paths.dealer.getHref(dealer.id, dealer.name)} className={coverLinkClasses}>
            <bdi>{name}</bdi>
          </Link>
        </Heading>
        <CityLine city={dealer.city} />
        <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-brand-700">
          <Car aria-hidden="true" className="size-4 shrink-0" />
          {t('dealers.carCount', {
            count: dealer.carCount,
            formatted: formatNumber(dealer.carCount, language),
          })}
        </p>
      </div>
    </article>
  );
}

export function DealerCardSkeleton() {
  return (
    <div className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-200/70">
      <div className="size-14 animate-pulse rounded-2xl bg-slate-200" />
      <div className="flex-1 space-y-2">
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-1/4 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}
