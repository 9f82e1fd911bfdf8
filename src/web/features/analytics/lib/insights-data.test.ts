import { describe, expect, it } from 'vitest';
import type { DealerInsights } from '#shared/schemas/analytics';
import { chartColumns, longDay, shortDay, totalViews, viewsByCar } from './insights-data';

const daily: DealerInsights['daily'] = Array.from({ length: 30 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 9, 23 + index)).toISOString().slice(0, 10),
  views: index + 1,
  // A lead every third day: 10 in 30 days, 2 in the last 7 (days 24 and 27 of 0–29).
  leads: index % 3 === 0 ? 1 : 0,
}));

describe('insights data', () => {
  it('totals the views and leads of the last 7 days (today included) and all 30', () => {
    expect(totalViews(daily)).toEqual({
      views7d: 24 + 25 + 26 + 27 + 28 + 29 + 30,
      views30d: 465,
      leads7d: 2,
      leads30d: 10,
    });
    expect(totalViews([])).toEqual({ views7d: 0, views30d: 0, leads7d: 0, leads30d: 0 });
  });

  it("gives uPlot the days' positions, their views and their leads", () => {
    const [days, views, leads] = chartColumns(daily);
    expect(days).toEqual(Array.from({ length: 30 }, (_, index) => index));
    expect(views[0]).toBe(1);
    expect(views[29]).toBe(30);
    expect(leads.slice(0, 4)).toEqual([1, 0, 0, 1]);
    expect(leads).toHaveLength(30);
  });

  it("shows the server's calendar day in both languages, with Latin digits", () => {
    expect(shortDay('2026-11-21', 'en')).toBe('Nov 21');
    expect(shortDay('2026-11-21', 'ar')).toMatch(/^21 \D+$/);
    expect(longDay('2026-11-21', 'en')).toBe('Nov 21, 2026');
    expect(longDay('2026-01-01', 'ar')).toContain('2026');
  });

  it('maps each car to its views and leads across dealerships', () => {
    const views = viewsByCar([
      { cars: [{ carId: 'a', views7d: 1, views30d: 2, leads7d: 0, leads30d: 1 }], daily },
      undefined,
      { cars: [{ carId: 'b', views7d: 3, views30d: 4, leads7d: 1, leads30d: 2 }], daily },
    ]);
    expect(views.get('a')).toEqual({ views7d: 1, views30d: 2, leads7d: 0, leads30d: 1 });
    expect(views.get('b')).toEqual({ views7d: 3, views30d: 4, leads7d: 1, leads30d: 2 });
    expect(views.size).toBe(2);
  });
});
