import { useId } from 'react';
import { formatNumber, formatPrice } from '#shared/rules/format';
import type { MarketBand } from '#shared/schemas/car';
import { useLanguage } from '../../../lib/i18n';

// Across, positions are percentages of the plot's width (it fills its card at any width, and
// dots stay round); down, pixels of its fixed height.
const height = 72;
/** The ends of the price line, in percent of the width (room for half a marker). */
const inset = 3;
const radius = 3.5;
/** The strip's middle, where a price's first dot goes; more of the same price stack around it. */
const middle = 46;
const stripTop = 22;
const stripBottom = 70;
/** Dots closer than this (percent of the width: a dot's width in a 320 px plot) stack. */
const dotWidth = ((2 * radius) / 320) * 100;
/** Rows of dots each side of the middle; past them dots overlap. */
const maxRowsEachSide = 3;

/** The percentage across of each price, prices growing from the line's start (right in Arabic). */
function priceScale(prices: readonly number[], rtl: boolean) {
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = high - low || 1;
  return (price: number) => {
    const x = inset + ((price - low) / span) * (100 - 2 * inset);
    return rtl ? 100 - x : x;
  };
}

/** Where each dot goes: one per comparable, stacked around the middle where prices crowd. */
function dotPlaces(xs: readonly number[]) {
  const taken = new Map<number, number>();
  return xs.map((x) => {
    const column = Math.round(x / dotWidth);
    const k = taken.get(column) ?? 0;
    taken.set(column, k + 1);
    // 0, then one row above, one below, two above...; past the last row they overlap.
    const row = Math.min(Math.ceil(k / 2), maxRowsEachSide);
    const side = k % 2 === 1 ? -1 : 1;
    return { x, y: middle + side * row * (2 * radius + 0.5) };
  });
}

const pct = (value: number) => `${value.toFixed(2)}%`;

export interface ComparablesChartProps {
  /** This car's price. */
  price: number;
  band: MarketBand;
  /** The comparables' prices. */
  prices: readonly number[];
}

/**
 * The comparables' asking prices as dots along a price line (docs/decisions/140): the band (25th to
 * 75th percentile) shaded, the median a line, this car a marker of its own. An inline SVG with the
 * same in words for screen readers; the legend and the ends of the line are text beneath.
 */
export function ComparablesChart({ price, band, prices }: ComparablesChartProps) {
  const { t, language } = useLanguage();
  const titleId = useId();
  const rtl = language === 'ar';
  const all = [...prices, price, band.low, band.high];
  const x = priceScale(all, rtl);
  const money = (value: number) => formatPrice(value, language);
  const min = Math.min(...all);
  const max = Math.max(...all);
  const bandStart = Math.min(x(band.low), x(band.high));
  const summary = t('fairPrice.chart.summary', {
    count: prices.length,
    formatted: formatNumber(prices.length, language),
    min: money(Math.min(...prices)),
    max: money(Math.max(...prices)),
    low: money(band.low),
    high: money(band.high),
    median: money(band.median),
    price: money(price),
  });
  const carX = x(price);

  return (
    <figure className="flex h-full flex-col">
      <svg
        role="img"
        aria-labelledby={titleId}
        width="100%"
        height={height}
        className="block overflow-visible"
      >
        <title id={titleId}>{summary}</title>
        <rect
          x={pct(bandStart)}
          y={stripTop}
          width={pct(Math.max(Math.abs(x(band.high) - x(band.low)), 0.5))}
          height={stripBottom - stripTop}
          rx={4}
          className="fill-brand-100"
        />
        <line
          x1="0%"
          x2="100%"
          y1={stripBottom}
          y2={stripBottom}
          className="stroke-slate-300"
          strokeWidth={1}
        />
        {dotPlaces(prices.map(x)).map((dot, index) => (
          <circle
            key={index}
            cx={pct(dot.x)}
            cy={dot.y}
            r={radius}
            className="fill-slate-500 stroke-white"
            strokeWidth={1}
          />
        ))}
        <line
          x1={pct(x(band.median))}
          x2={pct(x(band.median))}
          y1={stripTop - 2}
          y2={stripBottom}
          className="stroke-brand-800"
          strokeWidth={2.5}
        />
        <line
          x1={pct(carX)}
          x2={pct(carX)}
          y1={14}
          y2={stripBottom}
          className="stroke-accent-600"
          strokeWidth={2}
          strokeDasharray="3 2"
        />
        {/* The marker drawn around 0 in a box placed at the car's price. */}
        <svg x={pct(carX)} y={0} overflow="visible" aria-hidden="true">
          <path
            d="M -7 2 L 7 2 L 0 15 Z"
            className="fill-accent-600 stroke-white"
            strokeWidth={1}
          />
        </svg>
      </svg>
      <div
        aria-hidden="true"
        className="mt-1 flex justify-between gap-3 text-xs text-slate-500 tabular-nums"
      >
        <span>{money(min)}</span>
        <span>{money(max)}</span>
      </div>
      <figcaption aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
        <span className="inline-flex items-center gap-1.5 text-slate-700">
          <span className="size-0 border-x-[6px] border-t-[9px] border-x-transparent border-t-accent-600" />
          {t('fairPrice.chart.thisCar')}
        </span>
        <span className="inline-flex items-center gap-1.5 text-slate-700">
          <span className="h-3 w-[3px] rounded-sm bg-brand-800" />
          {t('fairPrice.chart.median')}
        </span>
        <span className="inline-flex items-center gap-1.5 text-slate-700">
          <span className="h-3 w-4 rounded-sm bg-brand-100 ring-1 ring-brand-200" />
          {t('fairPrice.chart.range')}
        </span>
        <span className="inline-flex items-center gap-1.5 text-slate-700">
          <span className="size-2 rounded-full bg-slate-500" />
          {t('fairPrice.chart.others')}
        </span>
      </figcaption>
    </figure>
  );
}
