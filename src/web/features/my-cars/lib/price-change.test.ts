import { describe, expect, it } from 'vitest';
import { readPriceChange } from './price-change';

describe('a bulk price change as typed', () => {
  it('reads a percent down or up, with a decimal point, comma or Arabic separator', () => {
    expect(readPriceChange({ direction: 'down', by: 'percent', text: '10' })).toEqual({
      ok: true,
      change: { kind: 'price', by: 'percent', value: -10 },
    });
    for (const text of ['7.5', '7,5', '٧٫٥', ' 7.5 % ']) {
      expect(readPriceChange({ direction: 'up', by: 'percent', text })).toEqual({
        ok: true,
        change: { kind: 'price', by: 'percent', value: 7.5 },
      });
    }
  });

  it('reads an amount as prices are typed', () => {
    for (const text of ['50000', '50,000', '50 ألف', '٥٠٬٠٠٠']) {
      expect(readPriceChange({ direction: 'down', by: 'amount', text })).toEqual({
        ok: true,
        change: { kind: 'price', by: 'amount', value: -50_000 },
      });
    }
  });

  it("refuses nothing, 0, what is not a number, and more than the server's bounds", () => {
    const down = (text: string, by: 'percent' | 'amount' = 'percent') =>
      readPriceChange({ direction: 'down', by, text });
    expect(down('')).toEqual({ ok: false, problem: 'empty' });
    expect(down('0')).toEqual({ ok: false, problem: 'empty' });
    expect(down('ten')).toEqual({ ok: false, problem: 'notANumber' });
    expect(down('-5')).toEqual({ ok: false, problem: 'notANumber' });
    expect(down('8.75', 'amount')).toEqual({ ok: false, problem: 'notANumber' });
    expect(down('90')).toMatchObject({ ok: true });
    expect(down('91')).toEqual({ ok: false, problem: 'tooMuch', limit: 90 });
    expect(readPriceChange({ direction: 'up', by: 'percent', text: '1000' })).toMatchObject({
      ok: true,
    });
    expect(readPriceChange({ direction: 'up', by: 'percent', text: '1001' })).toEqual({
      ok: false,
      problem: 'tooMuch',
      limit: 1000,
    });
  });
});
