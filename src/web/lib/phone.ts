/** A `tel:` link keeping the plus sign and digits: "+20 100 123 4567" → "tel:+201001234567". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A WhatsApp link, digits only with the country code: "+20 100 123 4567" → wa.me/201001234567.
 * A local Egyptian number ("0100 …") gets Egypt's code 20; "00" (international prefix) is dropped.
 */
export function whatsappHref(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `20${digits.slice(1)}`;
  return `https://wa.me/${digits}`;
}
