import { describe, expect, it } from 'vitest';
import { makes } from '../reference/makes';
import { cities } from '../reference/cities';
import { foldTerm } from './names';
import {
  readBodyStyle,
  readCity,
  readCondition,
  readFuelType,
  readMake,
  readModel,
  readTransmission,
  termReader,
} from './term-reading';

describe('reading written terms', () => {
  it('folds case, Arabic letter forms, digits, punctuation and the article alike', () => {
    expect(foldTerm('  الإسكندرية ')).toBe(foldTerm('اسكندريه'));
    expect(foldTerm('El-Mansoura')).toBe(foldTerm('mansoura'));
    expect(foldTerm('٦ أكتوبر')).toBe(foldTerm('6 اكتوبر'));
    expect(foldTerm('Mercedes-Benz')).toBe('mercedes benz');
  });

  it('reads every make and city by its key and both its names', () => {
    for (const make of makes) {
      for (const name of [make.key, make.en, make.ar]) expect(readMake(name)).toBe(make.key);
    }
    for (const city of cities) {
      for (const name of [city.en, city.ar]) expect(readCity(name)).toBe(city.key);
    }
  });

  it('reads the spellings dealers use', () => {
    expect(readMake('تويوتة')).toBe('toyota');
    expect(readMake('هونداي')).toBe('hyundai');
    expect(readMake('شيفرولية')).toBe('chevrolet');
    expect(readMake('فولكس')).toBe('volkswagen');
    expect(readModel('hyundai', 'إلنترا')).toBe('elantra');
    expect(readModel('hyundai', 'النترا')).toBe('elantra');
    expect(readModel('hyundai', 'Elantra')).toBe('elantra');
    expect(readModel('toyota', 'Elantra')).toBeUndefined();
    expect(readCity('اسكندرية')).toBe('alexandria');
    expect(readCity('6 اكتوبر')).toBe('sixthOfOctober');
    expect(readCity('Nasr City')).toBe('nasrCity');
    expect(readTransmission('أوتوماتيك')).toBe('automatic');
    expect(readTransmission('اوتوماتيك')).toBe('automatic');
    expect(readTransmission('auto')).toBe('automatic');
    expect(readTransmission('مانيوال')).toBe('manual');
    expect(readFuelType('سولار')).toBe('diesel');
    expect(readFuelType('كهربا')).toBe('electric');
    expect(readBodyStyle('نص نقل')).toBe('pickup');
    expect(readCondition('زيرو')).toBe('new');
    expect(readCondition('مستعمل')).toBe('usedCar');
  });

  it('reads a governorate as its capital, and nothing it does not know', () => {
    expect(readCity('الجيزة')).toBe('giza');
    expect(readCity('البحيرة')).toBe('damanhour');
    expect(readCity('Atlantis')).toBeUndefined();
    expect(readMake('')).toBeUndefined();
  });

  it('leaves a term two entries share to neither', () => {
    const read = termReader(
      [
        { key: 'a', en: 'Alpha', ar: 'ألفا' },
        { key: 'b', en: 'Beta', ar: 'بيتا' },
      ],
      { a: ['shared'], b: ['shared'] },
    );
    expect(read('alpha')).toBe('a');
    expect(read('shared')).toBeUndefined();
  });
});
