import { describe, it, expect } from 'vitest';
import { cities, governorates } from './cities';
import { extraGroups, extraNames, extras, legacyExtraNames } from './extras';
import { makes, vehicleNamesIn } from './makes';
import { extraGroupKeys } from './types';
import { makeName, modelName } from './vehicle-names';

const keyPattern = /^[a-z][a-zA-Z0-9]*$/;
const arabicLetter = /[\u0600-\u06FF]/;

interface Names {
  readonly en: string;
  readonly ar: string;
}

function expectNamed(where: string, entry: Names, arMustBeArabic: boolean): void {
  for (const language of ['en', 'ar'] as const) {
    const name = entry[language];
    expect(name, `${where} ${language}`).not.toBe('');
    expect(name, `${where} ${language}`).toBe(name.trim());
  }
  if (arMustBeArabic) expect(entry.ar, `${where} ar`).toMatch(arabicLetter);
}

function expectUniqueKeys(where: string, keys: readonly string[]): void {
  const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
  expect(duplicates, `${where} duplicate keys`).toEqual([]);
  for (const key of keys) expect(key, `${where} key`).toMatch(keyPattern);
}

describe('extras', () => {
  it('has exactly 60 extras numbered 1 to 60 with unique numbers and keys', () => {
    expect(extras).toHaveLength(60);
    const numbers = extras.map((extra) => extra.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
    expectUniqueKeys(
      'extras',
      extras.map((extra) => extra.key),
    );
  });

  it('puts every extra in one of the 8 groups and uses every group', () => {
    const groupKeys = extraGroups.map((group) => group.key);
    expect(groupKeys).toEqual([...extraGroupKeys]);
    for (const extra of extras) expect(groupKeys, extra.key).toContain(extra.group);
    for (const group of groupKeys) {
      const count = extras.filter((extra) => extra.group === group).length;
      expect(count, group).toBeGreaterThanOrEqual(4);
    }
  });

  it('names every extra and group in both languages', () => {
    for (const extra of extras) expectNamed(`extra ${extra.key}`, extra, true);
    for (const group of extraGroups) expectNamed(`group ${group.key}`, group, true);
  });

  it('has display names for the 60 extras and the legacy keys', () => {
    const keys = Object.keys(extraNames);
    expect(keys.length).toBeGreaterThanOrEqual(120);
    expect(keys.length).toBeLessThanOrEqual(140);
    for (const extra of extras) {
      expect(extraNames[extra.key], extra.key).toEqual({ en: extra.en, ar: extra.ar });
    }
    expectUniqueKeys('extraNames', keys);
    for (const [key, names] of Object.entries(extraNames)) {
      expectNamed(`extraNames ${key}`, names, true);
    }
  });

  it('never gives a legacy key a different name from an extra with the same key', () => {
    for (const extra of extras) {
      const legacy = legacyExtraNames[extra.key];
      if (legacy) expect(legacy, extra.key).toEqual({ en: extra.en, ar: extra.ar });
    }
  });
});

describe('cities', () => {
  it('has exactly 33 cities with unique keys', () => {
    expect(cities).toHaveLength(33);
    expectUniqueKeys(
      'cities',
      cities.map((city) => city.key),
    );
  });

  it('names every city in both languages', () => {
    for (const city of cities) expectNamed(`city ${city.key}`, city, true);
  });

  it('puts every city under a known governorate, and every governorate has a city', () => {
    expectUniqueKeys(
      'governorates',
      governorates.map((governorate) => governorate.key),
    );
    const governorateKeys = governorates.map((governorate) => governorate.key);
    for (const city of cities) expect(governorateKeys, city.key).toContain(city.governorate);
    for (const governorate of governorates) {
      expectNamed(`governorate ${governorate.key}`, governorate, true);
      expect(cities.some((city) => city.governorate === governorate.key)).toBe(true);
    }
  });
});

describe('makes', () => {
  it('has between 65 and 75 makes with unique keys', () => {
    expect(makes.length).toBeGreaterThanOrEqual(65);
    expect(makes.length).toBeLessThanOrEqual(75);
    expectUniqueKeys(
      'makes',
      makes.map((make) => make.key),
    );
  });

  it('gives every make at least 2 models with unique keys', () => {
    for (const make of makes) {
      expect(make.models.length, make.key).toBeGreaterThanOrEqual(2);
      expectUniqueKeys(
        `${make.key} models`,
        make.models.map((model) => model.key),
      );
    }
  });

  it('names every make and model in both languages', () => {
    for (const make of makes) {
      expectNamed(`make ${make.key}`, make, true);
      // Models such as X5 or C-HR are written in Latin letters in Arabic too.
      for (const model of make.models) expectNamed(`model ${make.key}.${model.key}`, model, false);
    }
  });
});

describe('vehicle names in one language', () => {
  it('names every make and model as the two-language list does, in the same order', () => {
    for (const language of ['en', 'ar'] as const) {
      expect(vehicleNamesIn(language)).toEqual(
        makes.map((make) => ({
          key: make.key,
          name: make[language],
          models: make.models.map((model) => ({ key: model.key, name: model[language] })),
        })),
      );
    }
  });

  it('falls back to the stored value for an unknown make or a free-text model', () => {
    const arabic = vehicleNamesIn('ar');
    expect(makeName(arabic, 'toyota')).toBe('تويوتا');
    expect(modelName(arabic, 'toyota', 'corolla')).toBe('كورولا');
    expect(makeName(arabic, 'unknownMake')).toBe('unknownMake');
    expect(modelName(arabic, 'toyota', 'Custom Build')).toBe('Custom Build');
    expect(modelName(arabic, 'unknownMake', 'corolla')).toBe('corolla');
  });
});
