/**
 * A phone number as people read it: a stored Egyptian mobile (+20 and ten digits) in its groups,
 * "+20 100 123 4567"; any other number (a dealer's, as they typed it) as it is.
 */
export function displayPhone(phone: string): string {
  const match = /^\+20(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `+20 ${match[1]} ${match[2]} ${match[3]}` : phone;
}

/**
 * The number as one left-to-right unit in plain text (a mail, an aria label, a translated
 * sentence), between a left-to-right isolate and its end (LRI … PDI). In Arabic text its groups
 * would otherwise be laid out right to left ("4567 123 0100") and a leading "+" move to its end.
 * In markup, `<PhoneNumber>` of the web app does the same.
 */
export const phoneText = (phone: string) => `\u2066${displayPhone(phone)}\u2069`;
