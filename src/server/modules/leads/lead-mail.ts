import type { Language } from '#shared/reference/types';
import { vehicleNamesIn } from '#shared/reference/makes';
import { formatPrice } from '#shared/rules/format';
import { phoneText } from '#shared/rules/phone-display';
import { inLanguage } from '#shared/rules/site-paths';
import { carTitle } from '#shared/rules/specifications';
import type { ContactChannel } from '#shared/schemas/lead';
import { renderNoticeMail } from '../mail/mail.service';

export interface InquiryMailInput {
  language: Language;
  car: { make: string; model: string; firstRegistration: number; price: number };
  name: string;
  phone: string;
  message: string;
  preferredContact: ContactChannel;
  publicUrl: string;
}

const text = {
  en: {
    subject: (title: string) => `New inquiry about your ${title}`,
    heading: (name: string) => `${name} asks about a car`,
    car: 'Car',
    name: 'Name',
    phone: 'Mobile',
    prefers: 'Prefers',
    channel: { call: 'A call', whatsapp: 'WhatsApp' },
    action: 'Open your leads',
    why: 'You get this mail because you run this dealership on Arabeya or listed this car. Buyers who are answered fast buy more often.',
  },
  ar: {
    subject: (title: string) => `استفسار جديد عن ${title}`,
    heading: (name: string) => `${name} يسأل عن سيارة`,
    car: 'السيارة',
    name: 'الاسم',
    phone: 'الموبايل',
    prefers: 'يفضّل',
    channel: { call: 'مكالمة', whatsapp: 'واتساب' },
    action: 'افتح العملاء المحتملين',
    why: 'تصلك هذه الرسالة لأنك تدير هذا المعرض على عربية أو أضفت هذه السيارة. المشتري الذي يُرد عليه بسرعة يشتري أكثر.',
  },
} as const;

/** The mail telling a dealership's admins and a car's creator of a new inquiry, in their language. */
export function renderInquiryMail(input: InquiryMailInput) {
  const { language } = input;
  const words = text[language];
  const title = carTitle(input.car, language, vehicleNamesIn(language));
  return renderNoticeMail({
    language,
    subject: words.subject(title),
    heading: words.heading(input.name),
    lines: [
      { label: words.car, value: `${title} · ${formatPrice(input.car.price, language)}` },
      { label: words.name, value: input.name },
      { label: words.phone, value: phoneText(input.phone) },
      { label: words.prefers, value: words.channel[input.preferredContact] },
    ],
    paragraphs: input.message === '' ? [] : [input.message],
    action: {
      label: words.action,
      url: new URL(inLanguage(language, '/my-leads'), input.publicUrl).href,
    },
    why: words.why,
  });
}
