import { describe, expect, it } from 'vitest';
import { dealerNameMatches, dealerSlug, textInLanguage } from './dealer-names';
import { dealerPath } from './site-paths';

const nile = { en: 'Nile Motors', ar: 'نايل موتورز' };

describe('textInLanguage', () => {
  it("gives the page's language's text, else the other's, else none", () => {
    expect(textInLanguage(nile, 'en')).toBe('Nile Motors');
    expect(textInLanguage(nile, 'ar')).toBe('نايل موتورز');
    expect(textInLanguage({ en: null, ar: 'نايل موتورز' }, 'en')).toBe('نايل موتورز');
    expect(textInLanguage({ en: 'Nile Motors', ar: null }, 'ar')).toBe('Nile Motors');
    expect(textInLanguage({ en: null, ar: null }, 'ar')).toBe('');
  });
});

describe('dealerNameMatches', () => {
  it.each([
    'nile',
    'Nile Motors',
    'nile mot',
    'MOTORS nile',
    'نايل',
    'نايل موتورز',
    'ناىل',
    'نـايل',
    'نَايِل',
    'nyle motors',
    'motros',
    '',
    '  ',
  ])('finds Nile Motors (نايل موتورز) by %j', (query) => {
    expect(dealerNameMatches(query, nile)).toBe(true);
  });

  it.each(['tors', 'nile pyramids', 'نايل nile', 'nle', 'cairo'])(
    'does not find it by %j',
    (query) => {
      expect(dealerNameMatches(query, nile)).toBe(false);
    },
  );

  it('folds hamza and alef forms, taa marbuta, the article, accents and digits alike', () => {
    const alex = { en: null, ar: 'الإسكندرية موتورز' };
    for (const query of ['اسكندريه', 'إسكندرية', 'الاسكندرية', 'موتورز']) {
      expect(dealerNameMatches(query, alex), query).toBe(true);
    }
    expect(dealerNameMatches('cafe', { en: 'Café Cars', ar: null })).toBe(true);
    expect(dealerNameMatches('٦ october', { en: '6 October Motors', ar: null })).toBe(true);
    expect(dealerNameMatches('el mansoura', { en: 'Mansoura Cars', ar: null })).toBe(true);
  });

  it('forgives two typing mistakes from eight letters, one from four, none below', () => {
    const pyramids = { en: 'Pyramids Gallery', ar: null };
    expect(dealerNameMatches('pyrmaids', pyramids)).toBe(true);
    expect(dealerNameMatches('pirmaids', pyramids)).toBe(true);
    expect(dealerNameMatches('gallry', pyramids)).toBe(true);
    expect(dealerNameMatches('galrly', pyramids)).toBe(false);
    expect(dealerNameMatches('pyr', pyramids)).toBe(true);
    expect(dealerNameMatches('pir', pyramids)).toBe(false);
  });
});

describe('dealerSlug and dealerPath', () => {
  it('makes the name readable in an address, in its own script', () => {
    expect(dealerSlug('Nile Motors')).toBe('nile-motors');
    expect(dealerSlug('  Zayed Premium Cars (2) ')).toBe('zayed-premium-cars-2');
    expect(dealerSlug('Café & Co.')).toBe('café-co');
    expect(dealerSlug('نايل موتورز')).toBe('نايل-موتورز');
    expect(dealerSlug('نَايِل ـ موتورز')).toBe('نايل-موتورز');
    expect(dealerSlug('***')).toBe('dealer');
  });

  it('puts it after the id, encoded', () => {
    expect(dealerPath('dlr_1', 'Nile Motors')).toBe('/dealer/dlr_1/nile-motors');
    expect(dealerPath('dlr_1', 'نايل موتورز')).toBe(
      `/dealer/dlr_1/${encodeURIComponent('نايل-موتورز')}`,
    );
  });
});
