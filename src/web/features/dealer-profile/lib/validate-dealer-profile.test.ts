import { describe, expect, it } from 'vitest';
import { cleanDealerProfile, validateDealerProfile } from './validate-dealer-profile';

const valid = {
  nameEn: 'Nile Motors',
  nameAr: 'نايل موتورز',
  city: 'cairo',
  phone: '+20 2 2345 6789',
  whatsapp: '01001234567',
  addressEn: '45 Corniche El Nil, Maadi',
  addressAr: '45 كورنيش النيل، المعادي',
};

describe('validateDealerProfile (the rules of dealerProfileBodySchema)', () => {
  it('accepts a complete profile, a name in one language, and no address', () => {
    expect(validateDealerProfile(valid)).toEqual({});
    expect(validateDealerProfile({ ...valid, nameEn: '' })).toEqual({});
    expect(validateDealerProfile({ ...valid, nameAr: ' ' })).toEqual({});
    expect(validateDealerProfile({ ...valid, addressEn: '', addressAr: '' })).toEqual({});
  });

  it('needs a name in English or in Arabic', () => {
    expect(validateDealerProfile({ ...valid, nameEn: ' ', nameAr: '' })).toEqual({
      nameEn: 'missing',
    });
  });

  it.each([
    ['nameEn', { nameEn: ' A ' }],
    ['nameEn', { nameEn: 'x'.repeat(121) }],
    ['nameAr', { nameAr: 'ن' }],
    ['city', { city: '' }],
    ['city', { city: 'atlantis' }],
    ['phone', { phone: '12345' }],
    ['phone', { phone: '+20 abc 1234' }],
    ['whatsapp', { whatsapp: '1'.repeat(21) }],
    ['addressEn', { addressEn: 'x'.repeat(301) }],
    ['addressAr', { addressAr: 'س'.repeat(301) }],
  ])('refuses a bad %s', (field, change) => {
    expect(validateDealerProfile({ ...valid, ...change })).toEqual({ [field]: 'invalid' });
  });

  it('accepts phone and WhatsApp numbers typed in Arabic-Indic digits', () => {
    expect(
      validateDealerProfile({ ...valid, phone: '+٢٠ ٢ ٢٣٤٥ ٦٧٨٩', whatsapp: '٠١٠١٢٣٤٥٦٧٨' }),
    ).toEqual({});
    expect(Object.keys(validateDealerProfile({ ...valid, whatsapp: '٠١٠' }))).toEqual(['whatsapp']);
  });

  it('sends the texts trimmed, and a text left empty as none', () => {
    expect(
      cleanDealerProfile({ ...valid, nameEn: '  Nile Motors ', nameAr: ' ', phone: ' 0100 ' }),
    ).toEqual({
      names: { en: 'Nile Motors', ar: null },
      city: 'cairo',
      phone: '0100',
      whatsapp: '01001234567',
      addresses: { en: '45 Corniche El Nil, Maadi', ar: '45 كورنيش النيل، المعادي' },
    });
  });
});
