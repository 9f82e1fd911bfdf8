import { describe, expect, it } from 'vitest';
import { mileageBandOf, mileageBandRange } from '../reference/fair-price';
import { fairPriceLabel, marketBand, quantile } from './fair-price';

const of = (values: number[]) => (k: number) => values[k]!;

describe('quantile', () => {
  it('interpolates as numpy.percentile and Excel PERCENTILE.INC do', () => {
    // numpy.percentile([1, 2, 3, 4], [25, 50, 75]) == [1.75, 2.5, 3.25]
    expect([0.25, 0.5, 0.75].map((q) => quantile(4, of([1, 2, 3, 4]), q))).toEqual([
      1.75, 2.5, 3.25,
    ]);
    // numpy.percentile([15, 20, 35, 40, 50], [25, 50, 75]) == [20, 35, 40]
    expect([0.25, 0.5, 0.75].map((q) => quantile(5, of([15, 20, 35, 40, 50]), q))).toEqual([
      20, 35, 40,
    ]);
    expect(quantile(1, of([7]), 0.75)).toBe(7);
  });
});

describe('marketBand and fairPriceLabel', () => {
  const prices = [800_000, 820_000, 850_000, 900_000, 910_000, 1_000_000];

  it('needs five comparables', () => {
    expect(marketBand(4, of(prices))).toBeNull();
    expect(marketBand(6, of(prices))).toEqual({
      low: 827_500,
      median: 875_000,
      high: 907_500,
      count: 6,
    });
  });

  it('calls a price below the band good, above it high, and within it fair', () => {
    const band = marketBand(6, of(prices))!;
    expect(fairPriceLabel(827_499, band)).toBe('good');
    expect(fairPriceLabel(827_500, band)).toBe('fair');
    expect(fairPriceLabel(907_500, band)).toBe('fair');
    expect(fairPriceLabel(907_501, band)).toBe('high');
  });
});

describe('mileage bands', () => {
  it('puts unknown mileage with new cars and bounds each band', () => {
    expect(mileageBandOf(null)).toBe(0);
    expect(mileageBandOf(29_999)).toBe(0);
    expect(mileageBandOf(30_000)).toBe(1);
    expect(mileageBandOf(1_000_000)).toBe(4);
    expect(mileageBandRange(1)).toEqual({ min: 30_000, max: 80_000 });
    expect(mileageBandRange(4)).toEqual({ min: 250_000, max: undefined });
  });
});
