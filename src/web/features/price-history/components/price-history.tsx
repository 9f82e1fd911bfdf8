import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ChevronDown } from 'lucide-react';
import type { Car } from '#shared/schemas/car';
import type { PriceChange } from '#shared/schemas/price-history';
import { formatPrice } from '#shared/rules/format';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { usePriceHistory } from '../api/price-history';
import { formatChangeDate, priceChangeWords, priceSteps, stepChart } from '../lib/price-change';

/** The list shows the newest changes; the chart shows them all. */
const listedAtMost = 6;

const chartBox = { width: 300, height: 56, inset: 6 };

/**
 * Under a car's price (docs/decisions/142): its last change in words ("Price dropped by EGP 40,000 on
 * 12 Nov") and, behind a disclosure, a small step chart and the list of changes. Nothing when
 * the price never changed or the history could not be read: the car is what was asked for.
 * The server writes it into the page (its data comes with the car's), so nothing moves.
 */
export function PriceHistory({ car }: { car: Car }) {
  const { data } = usePriceHistory(car.id);
  const changes = data?.changes ?? [];
  const last = changes[0];
  if (!last) return null;
  return <History car={car} changes={changes} last={last} />;
}

function History({
  car,
  changes,
  last,
}: {
  car: Car;
  changes: readonly PriceChange[];
  last: PriceChange;
}) {
  const { t, language } = useLanguage();
  const dropped = last.price < last.previousPrice;
  const Arrow = dropped ? ArrowDown : ArrowUp;
  const shown = changes.slice(0, listedAtMost);
  const oldest = changes.at(-1);
  return (
    <div className="mt-2">
      <p
        className={cn(
          'flex items-start gap-1.5 text-sm font-semibold',
          dropped ? 'text-emerald-700' : 'text-accent-700',
        )}
      >
        <Arrow aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0">{priceChangeWords(last, t, language)}</span>
      </p>
      <details className="group mt-1">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
          {t('priceHistory.title')}
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="mt-2 rounded-xl bg-slate-50 p-3">
          <StepChart car={car} changes={changes} />
          <ol className="mt-2 divide-y divide-slate-200">
            {shown.map((change, index) => (
              <ChangeRow key={`${change.changedAt}:${index}`} change={change} />
            ))}
            {oldest && shown.length === changes.length && (
              <HistoryRow price={oldest.previousPrice} date={car.createdAt}>
                <span className="shrink-0 text-xs text-slate-500">{t('priceHistory.listed')}</span>
              </HistoryRow>
            )}
          </ol>
        </div>
      </details>
    </div>
  );
}

/** A line of the list: a price and the day it was asked from, then what happened. */
function HistoryRow({
  price,
  date,
  children,
}: {
  price: number;
  date: string;
  children: ReactNode;
}) {
  const { language } = useLanguage();
  return (
    <li className="flex items-center justify-between gap-3 py-1.5 text-sm">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900 tabular-nums">{formatPrice(price, language)}</p>
        <p className="text-xs text-slate-500">
          <time dateTime={date}>{formatChangeDate(date, language)}</time>
        </p>
      </div>
      {children}
    </li>
  );
}

function ChangeRow({ change }: { change: PriceChange }) {
  const { t, language } = useLanguage();
  const dropped = change.price < change.previousPrice;
  const Arrow = dropped ? ArrowDown : ArrowUp;
  return (
    <HistoryRow price={change.price} date={change.changedAt}>
      <span
        className={cn(
          'inline-flex shrink-0 items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
          dropped ? 'bg-emerald-100 text-emerald-800' : 'bg-accent-100 text-accent-700',
        )}
      >
        <Arrow aria-hidden="true" className="size-3.5 shrink-0" />
        <span className="sr-only">{t(dropped ? 'priceHistory.down' : 'priceHistory.up')} </span>
        {formatPrice(Math.abs(change.price - change.previousPrice), language)}
      </span>
    </HistoryRow>
  );
}

/**
 * The price over time as steps, from the listing to a little after the last change; in Arabic
 * time runs from right to left, as the text does. The list beside it says the same in words.
 */
function StepChart({ car, changes }: { car: Car; changes: readonly PriceChange[] }) {
  const { path, dots } = stepChart(priceSteps(changes, car.createdAt), chartBox);
  if (!path) return null;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${chartBox.width} ${chartBox.height}`}
      className="block h-auto w-full text-brand-600 rtl:-scale-x-100"
    >
      <line
        x1={chartBox.inset}
        x2={chartBox.width - chartBox.inset}
        y1={chartBox.height - 1}
        y2={chartBox.height - 1}
        stroke="currentColor"
        strokeOpacity={0.2}
      />
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {dots.map((dot, index) => (
        <circle
          key={index}
          cx={dot.x}
          cy={dot.y}
          r={3}
          fill="white"
          stroke="currentColor"
          strokeWidth={2}
        />
      ))}
    </svg>
  );
}
