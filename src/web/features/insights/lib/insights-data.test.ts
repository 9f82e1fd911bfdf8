import { describe, expect, it } from 'vitest';
import type { DealerInsights } from '#shared/schemas/analytics';
import { chartColumns, longDay, shortDay, totalViews, viewsByCar } from './insights-data';

const daily: DealerInsights['daily'] = Array.from({ length: 30 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 9, 23 + index)).toISOString().slice(0, 10),
  views: index + 1,
}));

describe('insights data', () => {
  it('totals the last 7 days (today included) and all 30', () => {
    expect(totalViews(daily)).toEqual({ views7d: 24 + 25 + 26 + 27 + 28 + 29 + 30, views30d: 465 });
    expect(totalViews([])).toEqual({ views7d: 0, views30d: 0 });
  });

  it("gives uPlot the days' positions and their views", () => {
    const [days, views] = chartColumns(daily);
    expect(days).toEqual(Array.from({ length: 30 }, (_, index) => index));
    expect(views[0]).toBe(1);
    expect(views[29]).toBe(30);
  });

  it("shows the server's calendar day in both languages, with Latin digits", () => {
    expect(shortDay('2026-11-21', 'en')).toBe('Nov 21');
    expect(shortDay('2026-11-21', 'ar')).toMatch(/^21 \D+$/);
    expect(longDay('2026-11-21', 'en')).toBe('Nov 21, 2026');
    expect(longDay('2026-01-01', 'ar')).toContain('2026');
  });

  it('maps each car to its views across dealerships', () => {
    const views = viewsByCar([
      { cars: [{ carId: 'a', views7d: 1, views30d: 2 }], daily },
      undefined,
      { cars: [{ carId: 'b', views7d: 3, views30d: 4 }], daily },
    ]);
    expect(views.get('a')).toEqual({ views7d: 1, views30d: 2 });
    expect(views.get('b')).toEqual({ views7d: 3, views30d: 4 });
    expect(views.size).toBe(2);
  });
});
