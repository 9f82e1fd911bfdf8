import { cities, governorates } from '../reference/cities';
import { makes } from '../reference/makes';
import type { Language, Named } from '../reference/types';
import { bodyStyles, conditions, fuelTypes, transmissions } from '../reference/vehicle';
import { formatMileage, formatPrice } from './format';
import { displayName } from './names';
import type { QueryParameters } from './query-reading';

/*
 * A search named in a few words, as a suggestion shows it: "Used Toyota Corolla in Cairo, 2018,
 * under EGP 1,000,000" / "تويوتا كورولا مستعملة في القاهرة، 2018، أقل من ..." (docs/decisions/181).
 */

const words = {
  en: {
    in: 'in',
    or: ' or ',
    listSeparator: ', ',
    under: (amount: string) => `under ${amount}`,
    over: (amount: string) => `over ${amount}`,
    range: (low: string, high: string) => `${low}–${high}`,
    orNewer: (year: string) => `${year} or newer`,
    upTo: (year: string) => `up to ${year}`,
    quoted: (text: string) => `“${text}”`,
  },
  ar: {
    in: 'في',
    or: ' أو ',
    listSeparator: '، ',
    under: (amount: string) => `أقل من ${amount}`,
    over: (amount: string) => `أكثر من ${amount}`,
    range: (low: string, high: string) => `${low}–${high}`,
    orNewer: (year: string) => `${year} أو أحدث`,
    upTo: (year: string) => `حتى ${year}`,
    quoted: (text: string) => `«${text}»`,
  },
} as const;

const places: readonly Named[] = [...cities, ...governorates];

/** The names of a comma list of keys, joined by "or". */
const namesOf = (list: readonly Named[], keys: string | undefined, language: Language) =>
  keys
    ?.split(',')
    .map((key) => displayName(list, key, language))
    .join(words[language].or);

function modelName(parameters: QueryParameters, language: Language): string | undefined {
  if (parameters.model === undefined) return undefined;
  const makeKeys = parameters.make?.split(',') ?? [];
  for (const make of makes) {
    if (!makeKeys.includes(make.key)) continue;
    const model = make.models.find((entry) => entry.key === parameters.model);
    if (model) return model[language];
  }
  return parameters.model;
}

/** A range of numbers as words: both ends, or the one bound there is. */
function rangeOf(
  low: string | undefined,
  high: string | undefined,
  format: (value: number) => string,
  language: Language,
  bounds: { atLeast: (text: string) => string; atMost: (text: string) => string },
): string | undefined {
  const say = words[language];
  if (low !== undefined && high !== undefined) {
    return low === high
      ? format(Number(low))
      : say.range(format(Number(low)), format(Number(high)));
  }
  if (low !== undefined) return bounds.atLeast(format(Number(low)));
  if (high !== undefined) return bounds.atMost(format(Number(high)));
  return undefined;
}

/** The criteria and the words left, named in `language`. */
export function describeSearch(
  parameters: QueryParameters,
  leftWords: readonly string[],
  language: Language,
): string {
  const say = words[language];
  const year = (value: number) => String(value);
  const vehicle = [
    namesOf(conditions, parameters.condition, language),
    namesOf(makes, parameters.make, language),
    modelName(parameters, language),
    namesOf(bodyStyles, parameters.bodyStyle, language),
  ];
  // Arabic names the car before what kind it is: "تويوتا مستعملة".
  if (language === 'ar') vehicle.push(vehicle.shift());
  const place = namesOf(places, parameters.city, language);
  const head = [
    vehicle.filter((part) => part !== undefined).join(' '),
    place === undefined ? undefined : `${say.in} ${place}`,
  ]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  const details = [
    rangeOf(parameters.yearMin, parameters.yearMax, year, language, {
      atLeast: say.orNewer,
      atMost: say.upTo,
    }),
    rangeOf(
      parameters.priceMin,
      parameters.priceMax,
      (price) => formatPrice(price, language),
      language,
      { atLeast: say.over, atMost: say.under },
    ),
    rangeOf(undefined, parameters.mileageMax, (km) => formatMileage(km, language), language, {
      atLeast: say.over,
      atMost: say.under,
    }),
    namesOf(fuelTypes, parameters.fuelType, language),
    namesOf(transmissions, parameters.transmission, language),
    leftWords.length > 0 ? say.quoted(leftWords.join(' ')) : undefined,
  ].filter((part) => part !== undefined);
  return [head, ...details].filter((part) => part !== '').join(say.listSeparator);
}
