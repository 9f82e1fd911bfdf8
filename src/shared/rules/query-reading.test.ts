import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSearchQuery } from './query-reading';

interface QueryCase {
  q: string;
  expect: Record<string, string>;
  words?: string[];
}

const cases = readFileSync(
  new URL('../../../test/fixtures/search/queries.jsonl', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as QueryCase);

describe('reading the sample queries buyers type', () => {
  it.each(cases)('$q', (queryCase) => {
    const { parameters, words } = readSearchQuery(queryCase.q);
    // Each expected parameter with exactly its value, and no other: a stray criterion hides cars.
    expect(parameters).toEqual(queryCase.expect);
    if (queryCase.words) expect(words).toEqual(queryCase.words);
  });
});

const parametersOf = (text: string) => readSearchQuery(text).parameters;

describe('reading a search line', () => {
  it('reads Arabic-Indic digits as Latin ones, in years, ranges and amounts', () => {
    expect(parametersOf('موديل ٢٠١٩')).toEqual({ yearMin: '2019', yearMax: '2019' });
    expect(parametersOf('٢٠١٥-٢٠١٨')).toEqual({ yearMin: '2015', yearMax: '2018' });
    expect(parametersOf('تحت ٨٧٥ ألف')).toEqual({ priceMax: '875000' });
    expect(parametersOf('اقل من ٨٠ الف كم')).toEqual({ mileageMax: '80000' });
  });

  it('finds nothing in words that only wrap a search', () => {
    expect(readSearchQuery('عايز عربية للبيع')).toEqual({ parameters: {}, words: [] });
    expect(readSearchQuery('I want cars for sale')).toEqual({ parameters: {}, words: [] });
    expect(readSearchQuery('')).toEqual({ parameters: {}, words: [] });
  });

  it('reads only as much as the search box takes, without failing on a long line', () => {
    const reading = readSearchQuery(`تويوتا ${'فابريكا '.repeat(1_250)}`);
    expect(reading.parameters).toEqual({ make: 'toyota' });
    expect(reading.words).toEqual(['فابريكا']);
  });

  it('skips control characters, direction marks and emoji between words', () => {
    expect(parametersOf('\u200Fتويوتا\u0000 🚗 كورولا\u202E 2018\u200E\t')).toEqual({
      make: 'toyota',
      model: 'corolla',
      yearMin: '2018',
      yearMax: '2018',
    });
    expect(readSearchQuery('🚗🚗\u0007\u200F')).toEqual({ parameters: {}, words: [] });
  });

  it('reads a name mistyped by one letter, two in long names, never an exact word', () => {
    expect(parametersOf('hundai')).toEqual({ make: 'hyundai' });
    expect(parametersOf('mitsubishy')).toEqual({ make: 'mitsubishi' });
    expect(parametersOf('mitsubichy')).toEqual({ make: 'mitsubishi' });
    expect(parametersOf('elantar')).toEqual({ make: 'hyundai', model: 'elantra' });
    expect(readSearchQuery('kio')).toEqual({ parameters: {}, words: ['kio'] });
    expect(readSearchQuery('clean')).toEqual({ parameters: {}, words: ['clean'] });
    expect(parametersOf('cars')).toEqual({});
  });

  it('reads year ranges and bounds', () => {
    expect(parametersOf('من 2015 ل 2018')).toEqual({ yearMin: '2015', yearMax: '2018' });
    expect(parametersOf('between 2012 and 2015')).toEqual({ yearMin: '2012', yearMax: '2015' });
    expect(parametersOf('after 2018')).toEqual({ yearMin: '2018' });
    expect(parametersOf('بعد 2018')).toEqual({ yearMin: '2018' });
    expect(parametersOf('2016 وطالع')).toEqual({ yearMin: '2016' });
    expect(parametersOf('قبل 2010')).toEqual({ yearMax: '2010' });
    expect(parametersOf('2018 او 500 الف')).toEqual({
      yearMin: '2018',
      yearMax: '2018',
      priceMax: '500000',
    });
  });

  it('reads prices the Egyptian way and mileage by its unit', () => {
    expect(parametersOf('under 900k')).toEqual({ priceMax: '900000' });
    expect(parametersOf('300k-600k')).toEqual({ priceMin: '300000', priceMax: '600000' });
    expect(parametersOf('من 300 الى 600 الف')).toEqual({ priceMin: '300000', priceMax: '600000' });
    expect(parametersOf('اكتر من 1.5 مليون')).toEqual({ priceMin: '1500000' });
    expect(parametersOf('حوالي 400 الف')).toEqual({ priceMin: '360000', priceMax: '440000' });
    expect(parametersOf('875.000 جنيه')).toEqual({ priceMax: '875000' });
    expect(parametersOf('under 30,000 km')).toEqual({ mileageMax: '30000' });
    expect(parametersOf('ربع مليون')).toEqual({ priceMax: '250000' });
    expect(parametersOf('تحت مليون وربع')).toEqual({ priceMax: '1250000' });
    expect(readSearchQuery('99999999999999999999')).toEqual({
      parameters: {},
      words: ['99999999999999999999'],
    });
    expect(parametersOf('bmw x5 2015 m')).toEqual({
      make: 'bmw',
      model: 'x5',
      yearMin: '2015',
      yearMax: '2015',
    });
    expect(parametersOf('كورولا ٢٠١٨ او ٢٠١٩')).toMatchObject({ yearMin: '2018', yearMax: '2019' });
    expect(parametersOf('50km')).toEqual({ mileageMax: '50' });
  });

  it('reads places with a glued preposition or article, and several of a kind as a list', () => {
    expect(parametersOf('بالاسكندرية')).toEqual({ city: 'alexandria' });
    expect(parametersOf('في 6 اكتوبر')).toEqual({ city: 'sixthOfOctober' });
    expect(parametersOf('cars at alex')).toEqual({ city: 'alexandria' });
    expect(parametersOf('الدقهلية')).toEqual({ city: 'dakahlia' });
    expect(parametersOf('القاهرة او الجيزة')).toEqual({ city: 'cairo,giza' });
    expect(parametersOf('تويوتا وهيونداي')).toEqual({ make: 'toyota,hyundai' });
  });

  it('reads a name written together when typed apart, and a number glued to its unit', () => {
    expect(parametersOf('rav 4')).toEqual({ make: 'toyota', model: 'rav4' });
    expect(parametersOf('٥٠٠الف')).toEqual({ priceMax: '500000' });
    expect(parametersOf('بين 400 و500 الف')).toEqual({ priceMin: '400000', priceMax: '500000' });
    expect(readSearchQuery('bmw 320i').words).toEqual(['320i']);
  });

  it('reads a number as a model only after its make', () => {
    expect(parametersOf('بيجو 3008')).toEqual({ make: 'peugeot', model: 'peugeot3008' });
    expect(readSearchQuery('3008')).toEqual({ parameters: {}, words: ['3008'] });
  });

  it("keeps the words it cannot place, and a second model's, folded as the free text is", () => {
    expect(readSearchQuery('هيونداي فابريكا دواخل GLASS')).toEqual({
      parameters: { make: 'hyundai' },
      words: ['فابريكا', 'دواخل', 'glass'],
    });
    expect(readSearchQuery('skoda octavia a8')).toEqual({
      parameters: { make: 'skoda', model: 'octavia' },
      words: ['a8'],
    });
  });
});
