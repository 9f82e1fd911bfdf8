import { describe, expect, it } from 'vitest';
import { egyptianMobile, latinDigits, readMoney, readWholeNumber } from './numbers';

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

describe('egyptianMobile', () => {
  it('reads the local, +20, 0020 and 20 forms of a mobile number as +20 and ten digits', () => {
    for (const written of [
      '01001234567',
      '0100 123 4567',
      '0100-123-4567',
      '+20 100 123 4567',
      '+20 (0) 100 123 4567',
      '00201001234567',
      '201001234567',
      '٠١٠٠١٢٣٤٥٦٧',
      ' +٢٠١٠٠١٢٣٤٥٦٧ ',
    ]) {
      expect(egyptianMobile(written), written).toBe('+201001234567');
    }
    expect(egyptianMobile('01112345678')).toBe('+201112345678');
    expect(egyptianMobile('01212345678')).toBe('+201212345678');
    expect(egyptianMobile('01512345678')).toBe('+201512345678');
  });

  it('refuses landlines, other networks, foreign and short numbers, and words', () => {
    for (const written of [
      '0223456789',
      '01312345678',
      '0100123456',
      '010012345678',
      '1001234567',
      '+44 7700 900123',
      '+966501234567',
      '<script>01001234567</script>',
      '0100 123 4567 ext 2',
      '',
      'x'.repeat(10_000),
    ]) {
      expect(egyptianMobile(written), written).toBeNull();
    }
  });
});
