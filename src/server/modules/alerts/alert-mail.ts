import type { Language } from '#shared/reference/types';
import { formatNumber, formatPrice } from '#shared/rules/format';
import { escapeMarkup } from '#shared/rules/markup';
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

/** The words of a count in each of the language's plural forms, given the formatted number. */
type CountWords = Partial<Record<Intl.LDMLPluralRule, (number: string) => string>> & {
  other: (number: string) => string;
};

const pluralRules: Record<Language, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  ar: new Intl.PluralRules('ar'),
};

/** `count` in the form its language's grammar asks for: Arabic has six ("3 سيارات", "11 سيارة"). */
function counted(language: Language, count: number, words: CountWords): string {
  const form = words[pluralRules[language].select(count)] ?? words.other;
  return form(formatNumber(count, language));
}

const text = {
  en: {
    oneSearch: (name: string) => `New cars for “${name}”`,
    searches: (count: number) =>
      counted('en', count, {
        one: (n) => `${n} new car for your saved searches`,
        other: (n) => `${n} new cars for your saved searches`,
      }),
    oneDrop: 'A car you keep is cheaper now',
    drops: (count: number) =>
      counted('en', count, {
        one: (n) => `${n} car you keep is cheaper now`,
        other: (n) => `${n} cars you keep are cheaper now`,
      }),
    newFor: (name: string, count: number) =>
      counted('en', count, {
        one: (n) => `${n} new car for “${name}”`,
        other: (n) => `${n} new cars for “${name}”`,
      }),
    more: (count: number) => `See ${formatNumber(count, 'en')} more`,
    dropsTitle: 'Price drops on your favourites',
    was: (price: string) => `was ${price}`,
    view: 'View car',
    stopSearch: 'Stop alerts for this search',
    manage: 'Manage your saved searches',
    stopAll: 'Unsubscribe from all Arabeya alerts',
    why: 'You get this mail because you asked Arabeya to tell you about new cars and price drops.',
  },
  ar: {
    oneSearch: (name: string) => `سيارات جديدة لبحث «${name}»`,
    searches: (count: number) =>
      counted('ar', count, {
        zero: () => 'لا سيارات جديدة لعمليات البحث المحفوظة',
        one: () => 'سيارة جديدة واحدة لعمليات البحث المحفوظة',
        two: () => 'سيارتان جديدتان لعمليات البحث المحفوظة',
        few: (n) => `${n} سيارات جديدة لعمليات البحث المحفوظة`,
        other: (n) => `${n} سيارة جديدة لعمليات البحث المحفوظة`,
      }),
    oneDrop: 'انخفض سعر سيارة في مفضلتك',
    drops: (count: number) =>
      counted('ar', count, {
        zero: () => 'لم ينخفض سعر أي سيارة في مفضلتك',
        one: () => 'انخفض سعر سيارة في مفضلتك',
        two: () => 'انخفض سعر سيارتين في مفضلتك',
        few: (n) => `انخفضت أسعار ${n} سيارات في مفضلتك`,
        other: (n) => `انخفضت أسعار ${n} سيارة في مفضلتك`,
      }),
    newFor: (name: string, count: number) =>
      counted('ar', count, {
        zero: () => `لا سيارات جديدة لبحث «${name}»`,
        one: () => `سيارة جديدة لبحث «${name}»`,
        two: () => `سيارتان جديدتان لبحث «${name}»`,
        few: (n) => `${n} سيارات جديدة لبحث «${name}»`,
        other: (n) => `${n} سيارة جديدة لبحث «${name}»`,
      }),
    more: (count: number) =>
      counted('ar', count, {
        one: () => 'عرض سيارة أخرى',
        two: () => 'عرض سيارتين أخريين',
        few: (n) => `عرض ${n} سيارات أخرى`,
        other: (n) => `عرض ${n} سيارة أخرى`,
      }),
    dropsTitle: 'انخفاض أسعار سيارات في مفضلتك',
    was: (price: string) => `كان ${price}`,
    view: 'عرض السيارة',
    stopSearch: 'إيقاف تنبيهات هذا البحث',
    manage: 'إدارة عمليات البحث المحفوظة',
    stopAll: 'إلغاء الاشتراك في كل تنبيهات عربية',
    why: 'تصلك هذه الرسالة لأنك طلبت من عربية إخبارك بالسيارات الجديدة وانخفاض الأسعار.',
  },
} as const;

function subjectOf(input: AlertMailInput): string {
  const words = text[input.language];
  const matched = input.searches.reduce((sum, search) => sum + search.cars.length + search.more, 0);
  const [only] = input.searches;
  if (only && input.searches.length === 1) return words.oneSearch(only.name);
  if (input.searches.length > 1) return words.searches(matched);
  return input.drops.length === 1 ? words.oneDrop : words.drops(input.drops.length);
}

function carHtml(car: MailCar, language: Language, priceLine: string) {
  const picture = car.pictureUrl
    ? `<td style="padding:8px 0;vertical-align:top;width:128px"><img src="${escapeMarkup(car.pictureUrl)}" alt="" width="120" height="74" style="display:block;border-radius:8px;width:120px;height:74px;object-fit:cover"></td>`
    : '';
  return `<tr>${picture}
<td style="padding:8px;vertical-align:top"><p style="margin:0;font-weight:bold">${escapeMarkup(car.title)}</p>
<p style="margin:4px 0;color:#135f57;font-weight:bold">${priceLine}</p>
<p style="margin:0">${mailLink(car.url, text[language].view)}</p></td></tr>`;
}

/** The alert mail in the user's language: HTML with a plain-text twin. */
export function renderAlertMail(input: AlertMailInput): {
  subject: string;
  html: string;
  text: string;
} {
  const { language } = input;
  const words = text[language];
  const price = (egp: number) => formatPrice(egp, language);
  const html: string[] = [];
  const plain: string[] = [];
  for (const search of input.searches) {
    const count = search.cars.length + search.more;
    html.push(
      `<h2 style="font-size:18px;margin:24px 0 8px">${escapeMarkup(words.newFor(search.name, count))}</h2><table role="presentation" cellspacing="0" cellpadding="0">`,
    );
    plain.push(words.newFor(search.name, count), '');
    for (const car of search.cars) {
      html.push(carHtml(car, language, escapeMarkup(price(car.price))));
      plain.push(`${car.title} · ${price(car.price)}`, car.url, '');
    }
    html.push('</table>');
    if (search.more > 0) {
      html.push(`<p>${mailLink(search.listingsUrl, words.more(search.more))}</p>`);
      plain.push(`${words.more(search.more)}: ${search.listingsUrl}`, '');
    }
    html.push(`<p style="font-size:13px">${mailLink(search.unsubscribeUrl, words.stopSearch)}</p>`);
    plain.push(`${words.stopSearch}: ${search.unsubscribeUrl}`, '');
  }
  if (input.drops.length > 0) {
    html.push(
      `<h2 style="font-size:18px;margin:24px 0 8px">${escapeMarkup(words.dropsTitle)}</h2><table role="presentation" cellspacing="0" cellpadding="0">`,
    );
    plain.push(words.dropsTitle, '');
    for (const drop of input.drops) {
      const line = `${escapeMarkup(price(drop.to))} <span style="display:block;color:#64748b;font-weight:normal;text-decoration:line-through">${escapeMarkup(words.was(price(drop.from)))}</span>`;
      html.push(carHtml(drop.car, language, line));
      plain.push(
        `${drop.car.title} · ${price(drop.to)} (${words.was(price(drop.from))})`,
        drop.car.url,
        '',
      );
    }
    html.push('</table>');
  }
  const footer = `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:13px;color:#64748b">${escapeMarkup(words.why)}</p>
<p style="font-size:13px">${mailLink(input.savedSearchesUrl, words.manage)} · ${mailLink(input.unsubscribeAllUrl, words.stopAll)}</p>`;
  plain.push(
    '--',
    words.why,
    `${words.manage}: ${input.savedSearchesUrl}`,
    `${words.stopAll}: ${input.unsubscribeAllUrl}`,
  );
  return {
    subject: subjectOf(input),
    html: mailDocument(language, `${html.join('\n')}\n${footer}`),
    text: plain.join('\n'),
  };
}
