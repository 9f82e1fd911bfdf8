import { describe, expect, it } from 'vitest';
import { cleanDealerProfile, validateDealerProfile } from './validate-dealer-profile';

const valid = {
  name: 'Nile Motors',
  city: 'cairo',
  phone: '+20 2 2345 6789',
  whatsapp: '01001234567',
  address: '45 Corniche El Nil, Maadi',
};

describe('validateDealerProfile (the rules of dealerProfileBodySchema)', () => {
  it('accepts a complete profile, with an empty address', () => {
    expect(validateDealerProfile(valid)).toEqual({});
    expect(validateDealerProfile({ ...valid, address: '' })).toEqual({});
  });

  it.each([
    ['name', { name: ' A ' }],
    ['name', { name: 'x'.repeat(121) }],
    ['city', { city: '' }],
    ['city', { city: 'atlantis' }],
    ['phone', { phone: '12345' }],
    ['phone', { phone: '+20 abc 1234' }],
    ['whatsapp', { whatsapp: '1'.repeat(21) }],
    ['address', { address: 'x'.repeat(301) }],
  ])('refuses a bad %s', (field, change) => {
    expect(Object.keys(validateDealerProfile({ ...valid, ...change }))).toEqual([field]);
  });

  it('accepts phone and WhatsApp numbers typed in Arabic-Indic digits', () => {
    expect(
      validateDealerProfile({ ...valid, phone: '+٢٠ ٢ ٢٣٤٥ ٦٧٨٩', whatsapp: '٠١٠١٢٣٤٥٦٧٨' }),
    ).toEqual({});
    expect(Object.keys(validateDealerProfile({ ...valid, whatsapp: '٠١٠' }))).toEqual(['whatsapp']);
  });

  it('trims what it sends', () => {
    expect(cleanDealerProfile({ ...valid, name: '  Nile Motors ', phone: ' 0100 ' })).toEqual({
      ...valid,
      name: 'Nile Motors',
      phone: '0100',
    });
  });
});
