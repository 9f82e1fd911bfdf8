import type { Language } from '#shared/reference/types';
import { vehicleNamesIn } from '#shared/reference/makes';
import { formatPrice } from '#shared/rules/format';
import { inLanguage } from '#shared/rules/site-paths';
import { carTitle } from '#shared/rules/specifications';
import { mailTexts } from '../../lib/texts';
import { renderNoticeMail, type NoticeMailInput } from '../mail/mail.service';

/** What a mail to a dealer about one of their cars is written from. */
export interface DealerMailInput {
  /** The reader's. */
  language: Language;
  car: { make: string; model: string; firstRegistration: number };
  publicUrl: string;
}

/** What one kind of dealer mail says beyond the car; its other words are under `mail:<kind>`. */
interface DealerMail {
  kind: 'inquiry' | 'listingHidden';
  heading: string;
  /** The car's price, shown beside its name. */
  price?: number;
  /** The lines after the car's. */
  lines: NoticeMailInput['lines'];
  paragraphs: readonly string[];
  /** The web app's page (unprefixed) the mail's button opens, in the reader's language. */
  page: string;
}

/**
 * A mail to the people who run a car's dealership or listed the car: its subject and first line
 * name the car, its button opens their page of the web app, and it says why they get it.
 */
export function renderDealerMail(input: DealerMailInput, mail: DealerMail) {
  const { language } = input;
  const t = mailTexts(language);
  const title = carTitle(input.car, language, vehicleNamesIn(language));
  const carLine =
    mail.price === undefined ? title : `${title} · ${formatPrice(mail.price, language)}`;
  return renderNoticeMail({
    language,
    subject: t(`${mail.kind}.subject`, { car: title }),
    heading: mail.heading,
    lines: [{ label: t('dealer.car'), value: carLine }, ...mail.lines],
    paragraphs: mail.paragraphs,
    action: {
      label: t(`${mail.kind}.action`),
      url: new URL(inLanguage(language, mail.page), input.publicUrl).href,
    },
    why: t(`${mail.kind}.why`),
  });
}
