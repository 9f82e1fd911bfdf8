import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DealerInsights } from '#shared/schemas/analytics';
import { formatNumber } from '#shared/rules/format';
import { useLanguage } from '../../../lib/i18n';
import { chartColumns, shortDay } from '../lib/insights-data';

const height = 220;
// A canvas cannot read the theme's CSS variables: --color-brand-700 and --color-accent-600.
const brand = '#135f57';
const accent = '#bf660c';
const grid = { stroke: '#e2e8f0', width: 1 };
const font = '12px "Cairo Variable", system-ui, sans-serif';

/**
 * The dealership's daily views and leads as two uPlot lines (docs/decisions/044). Leads are far
 * fewer than views, so they have their own scale, on the right-hand axis in their colour. The
 * canvas is for the eye, with a legend and the pointed day's numbers above it; the panel around
 * it gives the same numbers as text and as a table. Lazily loaded: uPlot is downloaded only
 * when a chart is shown.
 */
export function ViewsChart({ daily }: { daily: DealerInsights['daily'] }) {
  const { t, language } = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const [pointed, setPointed] = useState<number | null>(null);
  const pointedDay = pointed === null ? undefined : daily[pointed];

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const dayOf = (index: number | null | undefined) => {
      const day = index === null || index === undefined ? undefined : daily[index];
      return day ? shortDay(day.date, language) : '';
    };
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height,
        scales: {
          x: { time: false },
          // From zero, with room above the highest day.
          y: { range: (_, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
          leads: { range: (_, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
        },
        series: [
          {},
          {
            label: t('insights.views'),
            stroke: brand,
            width: 2,
            fill: 'rgba(35, 146, 131, 0.12)',
            points: { size: 5, fill: brand },
          },
          {
            label: t('insights.leads'),
            scale: 'leads',
            stroke: accent,
            width: 2,
            dash: [6, 4],
            points: { size: 5, fill: accent },
          },
        ],
        axes: [
          {
            grid,
            font,
            // Whole days only, a label at least 56 px apart.
            incrs: [1, 2, 3, 5, 7, 10, 15],
            space: 56,
            values: (_, splits) => splits.map((split) => dayOf(split)),
          },
          {
            grid,
            font,
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000],
            values: (_, splits) => splits.map((split) => formatNumber(split, language)),
            size: 48,
          },
          {
            scale: 'leads',
            side: 1,
            grid: { show: false },
            font,
            stroke: accent,
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
            values: (_, splits) => splits.map((split) => formatNumber(split, language)),
            size: 40,
          },
        ],
        // uPlot's legend reads left to right; the readout above the chart follows the page.
        legend: { show: false },
        cursor: { x: true, y: false, drag: { x: false, y: false } },
        hooks: { setCursor: [(chart) => setPointed(chart.cursor.idx ?? null)] },
      },
      chartColumns(daily),
      element,
    );
    const resize = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== plot.width) plot.setSize({ width, height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [daily, language, t]);

  return (
    <div aria-hidden="true">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <ul className="flex items-center gap-4 text-xs font-semibold text-slate-600">
          <li className="flex items-center gap-1.5">
            <span className="h-0.5 w-5 rounded-full bg-brand-700" />
            {t('insights.views')}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="w-5 border-t-2 border-dashed border-accent-600" />
            {t('insights.leadsAxis')}
          </li>
        </ul>
        <p className="h-5 text-sm font-semibold text-slate-700">
          {pointedDay &&
            t('insights.dayCounts', {
              day: shortDay(pointedDay.date, language),
              views: t('insights.viewCount', {
                count: pointedDay.views,
                formatted: formatNumber(pointedDay.views, language),
              }),
              leads: t('insights.leadCount', {
                count: pointedDay.leads,
                formatted: formatNumber(pointedDay.leads, language),
              }),
            })}
        </p>
      </div>
      {/* The time axis runs left to right in both languages, as charts do in Arabic too. */}
      <div ref={container} dir="ltr" className="w-full min-w-0" />
    </div>
  );
}
