import { describe, expect, it } from 'vitest';
import { latinDigits, readMoney, readWholeNumber } from './numbers';

const value = (reading: ReturnType<typeof readMoney>) => (reading.ok ? reading.value : reading);

describe('latinDigits', () => {
  it('reads Arabic-Indic and Persian digits and leaves the rest as it is', () => {
    expect(latinDigits('٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
    expect(latinDigits('۱۲۳ km')).toBe('123 km');
    expect(latinDigits('+20 (10) 123')).toBe('+20 (10) 123');
  });
});

describe('readWholeNumber', () => {
  it('reads dots, commas, spaces and the Arabic marks between thousands', () => {
    for (const typed of [
      '875000',
      '875.000',
      '875,000',
      '875 000',
      '٨٧٥٬٠٠٠',
      '٨٧٥٫٠٠٠',
      '٨٧٥٠٠٠',
    ]) {
      expect(value(readWholeNumber(typed)), typed).toBe(875_000);
    }
    expect(value(readWholeNumber('1.250.000'))).toBe(1_250_000);
    expect(value(readWholeNumber('1,250,000'))).toBe(1_250_000);
  });

  it('refuses a separator that is not between thousands, and text that is no number', () => {
    expect(readWholeNumber('8.75')).toEqual({ ok: false, problem: 'grouping' });
    expect(readWholeNumber('87,50,00')).toEqual({ ok: false, problem: 'grouping' });
    expect(readWholeNumber('')).toEqual({ ok: false, problem: 'empty' });
    expect(readWholeNumber('  ')).toEqual({ ok: false, problem: 'empty' });
    expect(readWholeNumber('abc')).toEqual({ ok: false, problem: 'notANumber' });
    expect(readWholeNumber('-5')).toEqual({ ok: false, problem: 'notANumber' });
  });
});

describe('readMoney', () => {
  it('reads every way of writing 875 thousand pounds, in both languages', () => {
    const spellings = [
      '875000',
      '875.000',
      '875,000',
      '٨٧٥٫٠٠٠',
      '٨٧٥٬٠٠٠',
      '875 ألف',
      '٨٧٥ ألف',
      '875 الف',
      '875k',
      '875K',
      '875 thousand',
      'EGP 875,000',
      '875.000 جنيه',
      '875 ألف ج.م',
    ];
    for (const typed of spellings) expect(value(readMoney(typed)), typed).toBe(875_000);
  });

  it('reads millions, with a decimal point before the word', () => {
    expect(value(readMoney('1.5 مليون'))).toBe(1_500_000);
    expect(value(readMoney('١٫٢٥ مليون'))).toBe(1_250_000);
    expect(value(readMoney('2m'))).toBe(2_000_000);
    expect(value(readMoney('2 million EGP'))).toBe(2_000_000);
    expect(value(readMoney('1,25 مليون'))).toBe(1_250_000);
  });

  it('refuses what it cannot read as an amount', () => {
    expect(readMoney('ألف')).toEqual({ ok: false, problem: 'empty' });
    expect(readMoney('a lot')).toEqual({ ok: false, problem: 'notANumber' });
    expect(readMoney('8.75')).toEqual({ ok: false, problem: 'grouping' });
    expect(readMoney('1.2.3 مليون')).toEqual({ ok: false, problem: 'notANumber' });
  });
});
