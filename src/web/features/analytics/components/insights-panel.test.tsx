import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DealerInsights } from '#shared/schemas/analytics';
import { setLanguage } from '../../../lib/i18n';
import { InsightsPanel } from './insights-panel';

// jsdom has no canvas: uPlot is replaced by a recorder of what it was asked to draw.
const plots = vi.hoisted(() => ({ created: [] as { options: unknown; data: unknown }[] }));
vi.mock('uplot', () => ({
  default: class {
    width = 600;
    constructor(options: unknown, data: unknown) {
      plots.created.push({ options, data });
    }
    setSize() {}
    destroy() {}
  },
}));

beforeEach(() => {
  plots.created = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

/** 30 days of `views` views and `leads` leads a day. */
const insightsOf = (views: number, leads: number): DealerInsights => ({
  cars: [],
  daily: Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 9, 23 + index)).toISOString().slice(0, 10),
    views,
    leads,
  })),
});

const renderPanel = (insights: DealerInsights) =>
  render(
    <InsightsPanel dealerName={undefined} insights={insights} isError={false} onRetry={() => {}} />,
  );

/** Each tile's label and value. */
const tiles = () =>
  within(screen.getByRole('region'))
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the insights panel', () => {
  it('shows the leads beside the views, and the view-to-lead rate', async () => {
    renderPanel(insightsOf(40, 3));
    expect(screen.getByRole('heading', { name: 'Views and leads of your cars' })).toBeTruthy();
    expect(tiles()).toEqual([
      ['Views, last 7 days', '280'],
      ['Views, last 30 days', '1,200'],
      ['Leads, last 7 days', '21'],
      ['Leads, last 30 days', '90'],
      ['View-to-lead rate, last 30 days', '7.5%'],
    ]);
    // The chart draws the leads as a second line, on their own scale.
    await vi.waitFor(() => expect(plots.created).toHaveLength(1));
    const [days, views, leads] = plots.created[0]?.data as number[][];
    expect(days).toHaveLength(30);
    expect(views?.[0]).toBe(40);
    expect(leads?.[0]).toBe(3);
    const { series } = plots.created[0]?.options as {
      series: { label?: string; scale?: string }[];
    };
    expect(series.map((line) => line.label)).toEqual([undefined, 'Views', 'Leads']);
    expect(series[2]?.scale).toBe('leads');
    expect(screen.getByText('Leads (right-hand scale)')).toBeTruthy();
  });

  it('shows a dash for the rate without views', () => {
    renderPanel(insightsOf(0, 0));
    expect(tiles().at(-1)).toEqual(['View-to-lead rate, last 30 days', '—']);
  });

  it('speaks Arabic, with Latin digits', async () => {
    await setLanguage('ar');
    try {
      renderPanel(insightsOf(40, 3));
      expect(tiles().slice(2)).toEqual([
        ['طلبات التواصل، آخر 7 أيام', '21'],
        ['طلبات التواصل، آخر 30 يومًا', '90'],
        ['نسبة التحويل من مشاهدة إلى تواصل، آخر 30 يومًا', '7.5%'],
      ]);
    } finally {
      await setLanguage('en');
    }
  });
});
