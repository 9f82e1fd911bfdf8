import { lazy, Suspense } from 'react';
import { Scale } from 'lucide-react';
import type { Car, FairPrice } from '#shared/schemas/car';
import { formatPrice } from '#shared/rules/format';
import { FairPriceLabelBadge } from '../../../components/cars/fair-price-badge';
import { HeadedCard } from '../../../components/ui/headed-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { useFairPrice } from '../api/fair-price';
import { bandText, similarMeansText } from '../lib/fair-price-text';

// The chart comes in its own chunk, with the comparables it plots, once the page has hydrated:
// the server writes the words and the chart's place, of the same height, so nothing moves.
const ComparablesChart = lazy(() =>
  import('./comparables-chart').then((module) => ({ default: module.ComparablesChart })),
);

/** The chart's place: its plot, the ends of its line and a two-line legend. */
const chartBox = 'mt-4 h-[8.75rem]';

function ChartPlace() {
  return (
    <div aria-hidden="true" className={chartBox}>
      <Skeleton className="h-[4.5rem] rounded-xl" />
      <Skeleton className="mt-2 h-3 w-full" />
      <Skeleton className="mt-3 h-3 w-3/4" />
    </div>
  );
}

/** The comparables' prices, asked once the page has hydrated; its place until they come. */
function ComparablesPlot({ car, band }: { car: Car; band: FairPrice }) {
  const { t } = useLanguage();
  const hydrated = useHydrated();
  const { data, status } = useFairPrice(car.id, hydrated);
  if (status === 'error') {
    return (
      <p className={`${chartBox} flex items-center text-sm text-slate-500`}>
        {t('fairPrice.chart.failed')}
      </p>
    );
  }
  if (!data) return <ChartPlace />;
  if (data.comparables.length === 0) return null;
  return (
    <div className={chartBox}>
      <Suspense fallback={<ChartPlace />}>
        <ComparablesChart
          price={car.price}
          band={data.fairPrice ?? band}
          prices={data.comparables.map((comparable) => comparable.price)}
        />
      </Suspense>
    </div>
  );
}

/**
 * "Price compared with similar cars" on a car's page (docs/decisions/140): its fair-price label,
 * the band of comparable cars in plain words, what "similar" means, and a dot plot of their
 * prices. The words come with the car from the server; nothing at all when the car has no band.
 */
export function FairPriceCard({ car }: { car: Car }) {
  const { t, language } = useLanguage();
  const band = car.fairPrice;
  if (!band || car.status === 'sold') return null;
  return (
    <HeadedCard icon={Scale} title={t('fairPrice.title')}>
      <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1">
        <FairPriceLabelBadge label={band.label} className="text-sm" />
        <p className="text-sm text-slate-700">{t(`fairPrice.labelText.${band.label}`)}</p>
      </div>
      <p className="mt-2 text-sm font-semibold text-slate-900">{bandText(band, t, language)}</p>
      <p className="mt-1 text-sm text-slate-600">
        {t('fairPrice.rangeNote', { median: formatPrice(band.median, language) })}
      </p>
      <ComparablesPlot car={car} band={band} />
      <p className="mt-3 text-xs text-slate-500">{similarMeansText(car, t, language)}</p>
    </HeadedCard>
  );
}
