import { displayPhone } from '#shared/rules/phone-display';

/**
 * A phone number on any screen: one left-to-right unit, isolated from the text around it, so
 * that on an Arabic page it reads "+20 100 123 4567" and not its groups the other way round.
 * Plain text (labels, mails) has `phoneText` for the same.
 */
export function PhoneNumber({ phone }: { phone: string }) {
  return <bdi dir="ltr">{displayPhone(phone)}</bdi>;
}
