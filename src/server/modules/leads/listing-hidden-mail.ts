import type { Language } from '#shared/reference/types';
import { vehicleNamesIn } from '#shared/reference/makes';
import { inLanguage } from '#shared/rules/site-paths';
import { carTitle } from '#shared/rules/specifications';
import { renderNoticeMail } from '../mail/mail.service';

export interface ListingHiddenMailInput {
  language: Language;
  car: { make: string; model: string; firstRegistration: number };
  /** The operator's words to the dealer. */
  note: string;
  publicUrl: string;
}

const text = {
  en: {
    subject: (title: string) => `Your ${title} is hidden pending review`,
    heading: 'We hid a listing of yours after buyers reported it',
    car: 'Car',
    reason: 'Why',
    next: 'Buyers no longer see it. Mend the listing if something in it is wrong; our team reviews it and puts it back on sale.',
    action: 'Open your cars',
    why: 'You get this mail because you run this dealership on Arabeya or listed this car.',
  },
  ar: {
    subject: (title: string) => `إعلان ${title} مخفي لحين المراجعة`,
    heading: 'أخفينا أحد إعلاناتك بعد بلاغات من المشترين',
    car: 'السيارة',
    reason: 'السبب',
    next: 'لم يعد المشترون يرونه. صحّح الإعلان إن كان فيه خطأ، وسيراجعه فريقنا ويعيده للبيع.',
    action: 'افتح سياراتك',
    why: 'تصلك هذه الرسالة لأنك تدير هذا المعرض على عربية أو أضفت هذه السيارة.',
  },
} as const;

/** The mail telling a dealer why an operator hid their listing, in their language. */
export function renderListingHiddenMail(input: ListingHiddenMailInput) {
  const { language } = input;
  const words = text[language];
  const title = carTitle(input.car, language, vehicleNamesIn(language));
  return renderNoticeMail({
    language,
    subject: words.subject(title),
    heading: words.heading,
    lines: [
      { label: words.car, value: title },
      { label: words.reason, value: input.note },
    ],
    paragraphs: [words.next],
    action: {
      label: words.action,
      url: new URL(inLanguage(language, '/my-cars'), input.publicUrl).href,
    },
    why: words.why,
  });
}
