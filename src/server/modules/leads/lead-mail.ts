import { phoneText } from '#shared/rules/phone-display';
import type { ContactChannel } from '#shared/schemas/lead';
import { mailTexts } from '../../lib/texts';
import { renderDealerMail, type DealerMailInput } from './dealer-mail';

export interface InquiryMailInput extends DealerMailInput {
  car: { make: string; model: string; firstRegistration: number; price: number };
  name: string;
  phone: string;
  message: string;
  preferredContact: ContactChannel;
}

/** The mail telling a dealership's admins and a car's creator of a new inquiry, in their language. */
export function renderInquiryMail(input: InquiryMailInput) {
  const t = mailTexts(input.language);
  return renderDealerMail(input, {
    kind: 'inquiry',
    heading: t('inquiry.heading', { name: input.name }),
    price: input.car.price,
    lines: [
      { label: t('inquiry.name'), value: input.name },
      { label: t('inquiry.phone'), value: phoneText(input.phone) },
      { label: t('inquiry.prefers'), value: t(`inquiry.channel.${input.preferredContact}`) },
    ],
    paragraphs: input.message === '' ? [] : [input.message],
    page: '/my-leads',
  });
}
