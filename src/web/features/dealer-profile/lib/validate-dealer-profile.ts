import { cities } from '#shared/reference/cities';
import type { DealerDetail } from '#shared/schemas/dealer';
import { latinDigits, phoneNumberPattern } from '#shared/rules/numbers';
import type { DealerProfileBody } from '#shared/schemas/team';

/** The profile as the form holds it: one text per field, a name and an address per language. */
export interface DealerProfileValues {
  nameEn: string;
  nameAr: string;
  city: string;
  phone: string;
  whatsapp: string;
  addressEn: string;
  addressAr: string;
}

export type DealerProfileField = keyof DealerProfileValues;

/**
 * What is wrong with a field: `invalid` breaks its own rule; `missing` (the names only) says
 * neither name was given.
 */
export type DealerProfileErrors = Partial<Record<DealerProfileField, 'invalid' | 'missing'>>;

export const emptyDealerProfile: DealerProfileValues = {
  nameEn: '',
  nameAr: '',
  city: '',
  phone: '',
  whatsapp: '',
  addressEn: '',
  addressAr: '',
};

/** A saved profile in the form's fields. */
export const dealerProfileValues = (dealer: DealerDetail): DealerProfileValues => ({
  nameEn: dealer.names.en ?? '',
  nameAr: dealer.names.ar ?? '',
  city: dealer.city,
  phone: dealer.phone,
  whatsapp: dealer.whatsapp,
  addressEn: dealer.addresses.en ?? '',
  addressAr: dealer.addresses.ar ?? '',
});

/**
 * The rules of `dealerProfileBodySchema` (src/shared/schemas/team.ts), checked in the browser
 * without zod: a name in English, in Arabic or both, each of 2 to 120 characters when given;
 * one of the 33 cities; phone and WhatsApp numbers that match the shared `phoneNumberPattern`
 * once their digits are Latin (people in Egypt type "٠١٠١٢٣٤٥٦٧٨" as often as "01012345678");
 * addresses of at most 300 characters. The server checks them again. Answers the fields in
 * error.
 */
export function validateDealerProfile(values: DealerProfileValues): DealerProfileErrors {
  const errors: DealerProfileErrors = {};
  const nameEn = values.nameEn.trim();
  const nameAr = values.nameAr.trim();
  const isName = (name: string) => name.length >= 2 && name.length <= 120;
  if (nameEn === '' && nameAr === '') errors.nameEn = 'missing';
  if (nameEn !== '' && !isName(nameEn)) errors.nameEn = 'invalid';
  if (nameAr !== '' && !isName(nameAr)) errors.nameAr = 'invalid';
  if (!cities.some((city) => city.key === values.city)) errors.city = 'invalid';
  const isPhoneNumber = (text: string) => phoneNumberPattern.test(latinDigits(text.trim()));
  if (!isPhoneNumber(values.phone)) errors.phone = 'invalid';
  if (!isPhoneNumber(values.whatsapp)) errors.whatsapp = 'invalid';
  if (values.addressEn.trim().length > 300) errors.addressEn = 'invalid';
  if (values.addressAr.trim().length > 300) errors.addressAr = 'invalid';
  return errors;
}

/** A text as the server wants it: trimmed, and null when left empty. */
const given = (text: string) => text.trim() || null;

/** The values as the server wants them. */
export const cleanDealerProfile = (values: DealerProfileValues): DealerProfileBody => ({
  names: { en: given(values.nameEn), ar: given(values.nameAr) },
  city: values.city,
  phone: values.phone.trim(),
  whatsapp: values.whatsapp.trim(),
  addresses: { en: given(values.addressEn), ar: given(values.addressAr) },
});
