import { describe, expect, it } from 'vitest';
import { relativeTime, responseTime } from './lead-times';

const now = Date.parse('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minutes = 60_000;
const hours = 60 * minutes;

describe('lead times', () => {
  it('say when, in either language', () => {
    expect(relativeTime(ago(20_000), now, 'en')).toBe('now');
    expect(relativeTime(ago(5 * minutes), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * hours), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(26 * hours), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(2 * hours), now, 'ar')).toBe('قبل ساعتين');
    expect(relativeTime('2026-10-01T10:00:00.000Z', now, 'en')).toBe('Oct 1, 2026');
  });

  it('measure the first response', () => {
    const created = '2026-11-20T08:00:00.000Z';
    expect(responseTime(created, '2026-11-20T08:00:20.000Z')).toEqual({
      unit: 'minutes',
      count: 1,
    });
    expect(responseTime(created, '2026-11-20T08:25:00.000Z')).toEqual({
      unit: 'minutes',
      count: 25,
    });
    expect(responseTime(created, '2026-11-20T10:10:00.000Z')).toEqual({ unit: 'hours', count: 2 });
    expect(responseTime(created, '2026-11-23T09:00:00.000Z')).toEqual({ unit: 'days', count: 3 });
  });
});
