import { cities } from '#shared/reference/cities';
import { latinDigits, phoneNumberPattern } from '#shared/rules/numbers';
import type { DealerProfileBody } from '#shared/schemas/team';

export type DealerProfileField = keyof DealerProfileBody;
export type DealerProfileErrors = Partial<Record<DealerProfileField, DealerProfileField>>;

/**
 * The rules of `dealerProfileBodySchema` (src/shared/schemas/team.ts), checked in the browser
 * without zod: a name of 2 to 120 characters, one of the 33 cities, phone and WhatsApp numbers
 * that match the shared `phoneNumberPattern` once their digits are Latin (people in Egypt type
 * "٠١٠١٢٣٤٥٦٧٨" as often as "01012345678"), an address of at most 300 characters. The server
 * checks them again. Answers the fields in error.
 */
export function validateDealerProfile(values: DealerProfileBody): DealerProfileErrors {
  const errors: DealerProfileErrors = {};
  const name = values.name.trim();
  if (name.length < 2 || name.length > 120) errors.name = 'name';
  if (!cities.some((city) => city.key === values.city)) errors.city = 'city';
  const isPhoneNumber = (text: string) => phoneNumberPattern.test(latinDigits(text.trim()));
  if (!isPhoneNumber(values.phone)) errors.phone = 'phone';
  if (!isPhoneNumber(values.whatsapp)) errors.whatsapp = 'whatsapp';
  if (values.address.trim().length > 300) errors.address = 'address';
  return errors;
}

/** The values as the server wants them: trimmed. */
export const cleanDealerProfile = (values: DealerProfileBody): DealerProfileBody => ({
  name: values.name.trim(),
  city: values.city,
  phone: values.phone.trim(),
  whatsapp: values.whatsapp.trim(),
  address: values.address.trim(),
});
