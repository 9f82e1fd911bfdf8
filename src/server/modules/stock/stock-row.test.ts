import { describe, expect, it } from 'vitest';
import { latestRegistrationYear } from '#shared/schemas/car-write';
import type { ColumnMapping } from '#shared/schemas/stock-import';
import { guessColumns, mappingToRemember } from './sheet-columns';
import { isEmptyRow, readStockRow } from './stock-row';

describe('guessing what each column holds', () => {
  it('knows the headers dealers write in Arabic and English, in any order', () => {
    expect(
      guessColumns(
        [
          'رقم العربية في المعرض',
          'الماركة',
          'Model',
          'سنة الصنع',
          'السعر',
          'العداد',
          'ناقل الحركة',
          'الوقود',
          'اللون',
          'المحافظة',
          'رقم الشاسيه',
          'الصور',
        ],
        [],
      ),
    ).toEqual([
      'stockNumber',
      'make',
      'model',
      'firstRegistration',
      'price',
      'mileage',
      'transmission',
      'fuelType',
      null,
      'city',
      'vin',
      'photos',
    ]);
  });

  it('reads "الموديل" as the year when its values are years, else as the model', () => {
    const headers = ['الماركة', 'الموديل'];
    expect(
      guessColumns(headers, [
        ['تويوتا', '2018'],
        ['كيا', '٢٠٢٠'],
      ]),
    ).toEqual(['make', 'firstRegistration']);
    expect(guessColumns(headers, [['تويوتا', 'كورولا']])).toEqual(['make', 'model']);
  });

  it('puts a field in its first column only, and a remembered choice first', () => {
    expect(guessColumns(['Price', 'السعر'], [])).toEqual(['price', null]);
    const remembered = new Map(
      Object.entries(mappingToRemember(['Colour', 'Price'], [null, 'price'])),
    );
    expect(guessColumns(['colour', 'PRICE'], [], remembered)).toEqual([null, 'price']);
  });
});

describe('reading a row into a car', () => {
  const mapping: ColumnMapping = [
    'stockNumber',
    'make',
    'model',
    'firstRegistration',
    'price',
    'mileage',
    'transmission',
    'fuelType',
    'bodyStyle',
    'city',
    'photos',
  ];

  it('reads a messy Arabic row the way the car form reads its fields', () => {
    const row = readStockRow(
      [
        'A-17',
        'هيونداي',
        'إلنترا',
        '٢٠١٩',
        '٨٧٥ ألف',
        '80 الف كم',
        'اوتوماتيك',
        'بنزين',
        'سيدان',
        'اسكندرية',
        'https://a.example/1.jpg, https://a.example/2.jpg',
      ],
      mapping,
      'cairo',
    );
    expect(row.problems).toEqual([]);
    expect(row).toMatchObject({
      stockNumber: 'A-17',
      vin: null,
      photos: ['https://a.example/1.jpg', 'https://a.example/2.jpg'],
      car: {
        make: 'hyundai',
        model: 'Elantra',
        firstRegistration: 2019,
        price: 875_000,
        mileage: 80_000,
        transmission: 'automatic',
        fuelType: 'petrol',
        bodyStyle: 'sedan',
        city: 'alexandria',
        condition: 'usedCar',
        totalOwners: 0,
        description: '',
        capacity: null,
      },
    });
  });

  it('takes the dealership city for an empty place, and keeps a model it does not know', () => {
    const row = readStockRow(
      ['', 'Kia', 'Pegas', '2022', '1.5 مليون', '', 'manual', 'diesel', 'hatchback', '', ''],
      mapping,
      'giza',
    );
    expect(row.car).toMatchObject({
      city: 'giza',
      model: 'Pegas',
      price: 1_500_000,
      mileage: null,
    });
    expect(row.stockNumber).toBeNull();
  });

  it('names each field it cannot read, and the limit a value passes', () => {
    const row = readStockRow(
      [
        'X',
        'Trabant',
        '',
        'twenty',
        'cheap',
        'far',
        'wings',
        'coal',
        'boat',
        'Atlantis',
        'ftp://x',
      ],
      mapping,
      'cairo',
    );
    expect(row.car).toBeNull();
    expect(row.problems.map((problem) => [problem.field, problem.reason])).toEqual([
      ['make', 'unknownMake'],
      ['model', 'required'],
      ['firstRegistration', 'notANumber'],
      ['price', 'notANumber'],
      ['mileage', 'notANumber'],
      ['transmission', 'unknownChoice'],
      ['fuelType', 'unknownChoice'],
      ['bodyStyle', 'unknownChoice'],
      ['city', 'unknownCity'],
      ['photos', 'badPhotoAddress'],
    ]);
    const late = readStockRow(
      [
        '',
        'Kia',
        'Rio',
        String(latestRegistrationYear() + 1),
        '0',
        '',
        'manual',
        'diesel',
        'sedan',
        '',
        '',
      ],
      mapping,
      'cairo',
    );
    expect(late.problems).toEqual([
      {
        field: 'firstRegistration',
        reason: 'tooLarge',
        value: String(latestRegistrationYear() + 1),
        limit: latestRegistrationYear(),
      },
      { field: 'price', reason: 'tooSmall', value: '0', limit: 0 },
    ]);
  });

  it('skips a row with nothing written', () => {
    expect(isEmptyRow(['', '  ', ''])).toBe(true);
    expect(isEmptyRow(['', 'x'])).toBe(false);
  });
});
