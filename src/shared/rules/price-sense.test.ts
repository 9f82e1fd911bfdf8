import { describe, expect, it } from 'vitest';
import { priceDoubt } from './price-sense';

const guide = { basis: 'model' as const, count: 12, low: 600_000, median: 750_000, high: 900_000 };

describe('priceDoubt', () => {
  it('doubts anything under EGP 10,000, with or without a guide', () => {
    expect(priceDoubt(875)).toBe('belowFloor');
    expect(priceDoubt(9_999, guide)).toBe('belowFloor');
    expect(priceDoubt(10_000)).toBeUndefined();
  });

  it('doubts a price far below or far above what cars like it are listed for', () => {
    expect(priceDoubt(299_999, guide)).toBe('farBelowMarket');
    expect(priceDoubt(300_000, guide)).toBeUndefined();
    expect(priceDoubt(875_000, guide)).toBeUndefined();
    expect(priceDoubt(1_800_000, guide)).toBeUndefined();
    expect(priceDoubt(1_800_001, guide)).toBe('farAboveMarket');
  });

  it('does not judge against a guide of too few cars', () => {
    expect(priceDoubt(50_000, { ...guide, count: 4 })).toBeUndefined();
    expect(priceDoubt(50_000, { basis: null, count: 0, low: null, median: null, high: null })).toBe(
      undefined,
    );
  });
});
