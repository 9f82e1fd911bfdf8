import type { Language } from '#shared/reference/types';
import { formatNumber, formatPrice } from '#shared/rules/format';
import { escapeMarkup } from '#shared/rules/markup';
import { mailTexts } from '../../lib/texts';
import { mailDocument, mailLink } from '../mail/mail.service';

/** A car as an alert mail shows it: absolute links, its picture as PNG (mail readers lack WebP). */
export interface MailCar {
  title: string;
  price: number;
  url: string;
  pictureUrl: string | null;
}

export interface AlertMailInput {
  language: Language;
  searches: {
    name: string;
    cars: MailCar[];
    /** Matches beyond those shown, seen by following `listingsUrl`. */
    more: number;
    listingsUrl: string;
    unsubscribeUrl: string;
  }[];
  drops: { car: MailCar; from: number; to: number }[];
  savedSearchesUrl: string;
  unsubscribeAllUrl: string;
}

type Texts = ReturnType<typeof mailTexts>;

function subjectOf(input: AlertMailInput, t: Texts): string {
  const [only] = input.searches;
  if (only && input.searches.length === 1) {
    return t('alert.subject.oneSearch', { name: only.name });
  }
  if (input.searches.length > 1) {
    const count = input.searches.reduce((sum, search) => sum + search.cars.length + search.more, 0);
    return t('alert.subject.searches', { count, formatted: formatNumber(count, input.language) });
  }
  const count = input.drops.length;
  return t('alert.subject.drops', { count, formatted: formatNumber(count, input.language) });
}

function carHtml(car: MailCar, t: Texts, priceLine: string) {
  const picture = car.pictureUrl
    ? `<td style="padding:8px 0;vertical-align:top;width:128px"><img src="${escapeMarkup(car.pictureUrl)}" alt="" width="120" height="74" style="display:block;border-radius:8px;width:120px;height:74px;object-fit:cover"></td>`
    : '';
  return `<tr>${picture}
<td style="padding:8px;vertical-align:top"><p style="margin:0;font-weight:bold">${escapeMarkup(car.title)}</p>
<p style="margin:4px 0;color:#135f57;font-weight:bold">${priceLine}</p>
<p style="margin:0">${mailLink(car.url, t('alert.view'))}</p></td></tr>`;
}

/** The alert mail in the user's language: HTML with a plain-text twin. */
export function renderAlertMail(input: AlertMailInput): {
  subject: string;
  html: string;
  text: string;
} {
  const { language } = input;
  const t = mailTexts(language);
  const price = (egp: number) => formatPrice(egp, language);
  const html: string[] = [];
  const plain: string[] = [];
  for (const search of input.searches) {
    const count = search.cars.length + search.more;
    const heading = t('alert.newFor', {
      count,
      formatted: formatNumber(count, language),
      name: search.name,
    });
    html.push(
      `<h2 style="font-size:18px;margin:24px 0 8px">${escapeMarkup(heading)}</h2><table role="presentation" cellspacing="0" cellpadding="0">`,
    );
    plain.push(heading, '');
    for (const car of search.cars) {
      html.push(carHtml(car, t, escapeMarkup(price(car.price))));
      plain.push(`${car.title} · ${price(car.price)}`, car.url, '');
    }
    html.push('</table>');
    if (search.more > 0) {
      const more = t('alert.more', {
        count: search.more,
        formatted: formatNumber(search.more, language),
      });
      html.push(`<p>${mailLink(search.listingsUrl, more)}</p>`);
      plain.push(`${more}: ${search.listingsUrl}`, '');
    }
    const stopSearch = t('alert.stopSearch');
    html.push(`<p style="font-size:13px">${mailLink(search.unsubscribeUrl, stopSearch)}</p>`);
    plain.push(`${stopSearch}: ${search.unsubscribeUrl}`, '');
  }
  if (input.drops.length > 0) {
    const dropsTitle = t('alert.dropsTitle');
    html.push(
      `<h2 style="font-size:18px;margin:24px 0 8px">${escapeMarkup(dropsTitle)}</h2><table role="presentation" cellspacing="0" cellpadding="0">`,
    );
    plain.push(dropsTitle, '');
    for (const drop of input.drops) {
      const was = t('alert.was', { price: price(drop.from) });
      const line = `${escapeMarkup(price(drop.to))} <span style="display:block;color:#64748b;font-weight:normal;text-decoration:line-through">${escapeMarkup(was)}</span>`;
      html.push(carHtml(drop.car, t, line));
      plain.push(`${drop.car.title} · ${price(drop.to)} (${was})`, drop.car.url, '');
    }
    html.push('</table>');
  }
  const [why, manage, stopAll] = [t('alert.why'), t('alert.manage'), t('alert.stopAll')];
  const footer = `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:13px;color:#64748b">${escapeMarkup(why)}</p>
<p style="font-size:13px">${mailLink(input.savedSearchesUrl, manage)} · ${mailLink(input.unsubscribeAllUrl, stopAll)}</p>`;
  plain.push(
    '--',
    why,
    `${manage}: ${input.savedSearchesUrl}`,
    `${stopAll}: ${input.unsubscribeAllUrl}`,
  );
  return {
    subject: subjectOf(input, t),
    html: mailDocument(language, `${html.join('\n')}\n${footer}`),
    text: plain.join('\n'),
  };
}
