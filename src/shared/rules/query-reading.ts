import { cities, governorates } from '../reference/cities';
import { maxMileageKm, maxPriceEgp, maxSearchTextLength } from '../reference/limits';
import { makes } from '../reference/makes';
import {
  bodyStyleSpellings,
  citySpellings,
  conditionSpellings,
  fuelSpellings,
  makeSpellings,
  modelSpellings,
  transmissionSpellings,
} from '../reference/spellings';
import type { Named } from '../reference/types';
import { bodyStyles, conditions, fuelTypes, transmissions } from '../reference/vehicle';
import { foldTerm, normalizeName } from './names';
import { latinDigits } from './numbers';
import { allowedEdits, editDistance } from './typing-mistakes';

/*
 * Reading one line a buyer types ("تويوتا كورولا 2018 تحت 500 ألف", "hyundai tucson 2019-2021
 * in giza") into the listings' query parameters (`carFilterShapeOf`, schemas/car.ts), plus the
 * words it could not place, left for the free-text search (docs/decisions/179). Every name list
 * is folded into one table of phrases when the module loads, so reading a line is a walk over its
 * words with a few map lookups each.
 */

/** The listings' query parameters a line can set, with their values as the URL carries them. */
export type QueryParameters = Partial<
  Record<
    | 'make'
    | 'model'
    | 'yearMin'
    | 'yearMax'
    | 'priceMin'
    | 'priceMax'
    | 'mileageMax'
    | 'bodyStyle'
    | 'fuelType'
    | 'transmission'
    | 'city'
    | 'condition',
    string
  >
>;

export interface QueryReading {
  parameters: QueryParameters;
  /**
   * The words no rule placed, folded as the free-text search folds them (normalizeName), so they
   * can be sent as `q` unchanged; in order, each once.
   */
  words: string[];
}

type Bound = 'max' | 'min' | 'around' | 'from' | 'between';
type ListParameter = 'make' | 'bodyStyle' | 'fuelType' | 'transmission' | 'city';

type Meaning =
  | { kind: 'make'; key: string }
  | { kind: 'model'; make: string; key: string }
  | { kind: 'list'; parameter: ListParameter; key: string }
  | { kind: 'condition'; key: string }
  | { kind: 'bound'; bound: Bound }
  /** Words after an amount that make it a bound ("وطالع", "or less"). */
  | { kind: 'boundAfter'; bound: 'max' | 'min' }
  | { kind: 'rangeJoin' }
  | { kind: 'times'; times: number }
  /** A share of the multiplier before it: "مليون ونص", "مليون وربع". */
  | { kind: 'fraction'; share: number }
  | { kind: 'unit'; unit: 'km' | 'money' }
  | { kind: 'filler' };

const isKind =
  (...kinds: Meaning['kind'][]) =>
  (meaning: Meaning) =>
    kinds.includes(meaning.kind);

/**
 * Which meaning a phrase with several takes: the earlier kind here wins. A filler word is no
 * kind of car even when a list spells one so ("at" for automatic in a stock sheet).
 */
const precedence: readonly Meaning['kind'][] = [
  'make',
  'model',
  'filler',
  'list',
  'condition',
  'bound',
  'boundAfter',
  'rangeJoin',
  'times',
  'fraction',
  'unit',
];

/** Phrases written one after another, separated by "|". */
const phrasesOf = (...lines: string[]) => lines.join('|').split('|');

/** Words that carry no criterion: what people wrap a search in. */
const fillerWords = phrasesOf(
  'عايز|عاوز|عايزة|عاوزة|محتاج|ابغى|اريد|نفسي|دور|ابحث|بدور|عربية|عربيات|سيارة|سيارات',
  'للبيع|بيع|في|ف|ب|و|او|على|مع|فيها|بها|لو|سمحت|اي|حاجة|موديل|سنة|سعر|بسعر|ثمن|حالة|ماركة',
  'نوع|كم|بكام|لل|وكالة',
  'i|want|need|looking|for|a|an|the|car|cars|vehicle|vehicles|sale|buy|with|in|at|of|and|or',
  'model|year|price|priced|please|any|some|me|show|find|cheap|transmission|gearbox|gear|فتيس|جير',
);

const boundWords: Readonly<Record<Bound, readonly string[]>> = {
  max: phrasesOf(
    'تحت|اقل من|باقل من|اقل|لحد|حد اقصى|بحد اقصى|ماكس|مش اكتر من|قبل|ميزانية|ميزانيتي',
    'under|below|less than|max|maximum|up to|at most|no more than|cheaper than|budget|before',
  ),
  min: phrasesOf(
    'فوق|اكتر من|اكثر من|اعلى من|بعد|من بعد',
    'over|above|more than|min|minimum|at least|after|since|newer than',
  ),
  around: phrasesOf(
    'حوالي|في حدود|تقريبا|بحوالي|في حدود',
    'around|about|approximately|approx|roughly',
  ),
  from: phrasesOf('من|from'),
  between: phrasesOf('بين|ما بين|between'),
};

const boundAfterWords: Readonly<Record<'max' | 'min', readonly string[]>> = {
  max: phrasesOf('او اقل|وانت نازل|ونازل', 'or less|or cheaper|or older'),
  min: phrasesOf('وطالع|و طالع|فما فوق|او اكتر|او اكثر', 'or more|or newer|and up|and above|plus'),
};

/**
 * Between the two ends of a range; "and"/"و" only after "between" (see readSearchQuery). "او"
 * too: "2018 او 2019" is either year.
 */
const rangeJoinWords = phrasesOf('الى|ل|لـ|حتى|لغاية|لحد|او', 'to|till|until|or|and|و');

const multiplierWords: readonly [number, readonly string[]][] = [
  [1_000, phrasesOf('الف|آلاف|الاف|تلاف', 'k|thousand|thousands')],
  [1_000_000, phrasesOf('مليون|ملايين', 'm|mn|million|millions')],
];

const fractionWords: readonly [number, readonly string[]][] = [
  [0.5, phrasesOf('ونص|ونصف|و نص|و نصف', 'and a half')],
  [0.25, phrasesOf('وربع|و ربع', 'and a quarter')],
];

const unitWords: Readonly<Record<'km' | 'money', readonly string[]>> = {
  km: phrasesOf('كم|كيلو|كيلومتر|ك', 'km|kms|kilometers|kilometres|kilometer'),
  money: phrasesOf('جنيه|جنيها|جنيهات|ج|ج م', 'egp|le|l e|pounds|pound'),
};

/** The folded phrases of every list, each with what it may mean. */
const phrases = new Map<string, Meaning[]>();
/** The most words any phrase has. */
let longestPhrase = 1;

function addPhrase(text: string, meaning: Meaning): void {
  const phrase = foldTerm(text);
  if (phrase === '') return;
  const known = phrases.get(phrase) ?? [];
  if (known.some((entry) => JSON.stringify(entry) === JSON.stringify(meaning))) return;
  phrases.set(phrase, [...known, meaning]);
  longestPhrase = Math.max(longestPhrase, phrase.split(' ').length);
}

/** The names people write, folded: what a mistyped word is compared with (keys are not). */
const writtenNames = new Set<string>();

/** An entry of a name list by its key, both its names and its other spellings. */
function addNames(
  entry: Named,
  spellings: Readonly<Record<string, readonly string[]>> | undefined,
  meaning: Meaning,
): void {
  addPhrase(entry.key, meaning);
  for (const name of [entry.en, entry.ar, ...(spellings?.[entry.key] ?? [])]) {
    addPhrase(name, meaning);
    writtenNames.add(foldTerm(name));
  }
}

for (const make of makes) {
  addNames(make, makeSpellings, { kind: 'make', key: make.key });
  for (const model of make.models) {
    addNames(model, modelSpellings[make.key], { kind: 'model', make: make.key, key: model.key });
  }
}
// A city before its governorate: "الجيزة" names the city listings are in, the governorate's
// name (the same key) stands for all of its cities (car-filter.ts placeKeys).
for (const city of cities) {
  addNames(city, citySpellings, { kind: 'list', parameter: 'city', key: city.key });
}
for (const governorate of governorates) {
  addNames(governorate, undefined, { kind: 'list', parameter: 'city', key: governorate.key });
}
const facetLists: readonly [
  ListParameter,
  readonly Named[],
  Readonly<Record<string, readonly string[]>>,
][] = [
  ['bodyStyle', bodyStyles, bodyStyleSpellings],
  ['fuelType', fuelTypes, fuelSpellings],
  ['transmission', transmissions, transmissionSpellings],
];
for (const [parameter, list, spellings] of facetLists) {
  for (const entry of list) addNames(entry, spellings, { kind: 'list', parameter, key: entry.key });
}
for (const condition of conditions) {
  addNames(condition, conditionSpellings, { kind: 'condition', key: condition.key });
}
for (const [bound, words] of Object.entries(boundWords) as [Bound, readonly string[]][]) {
  for (const word of words) addPhrase(word, { kind: 'bound', bound });
}
for (const [bound, words] of Object.entries(boundAfterWords) as [
  'max' | 'min',
  readonly string[],
][]) {
  for (const word of words) addPhrase(word, { kind: 'boundAfter', bound });
}
for (const word of rangeJoinWords) addPhrase(word, { kind: 'rangeJoin' });
for (const [times, words] of multiplierWords) {
  for (const word of words) addPhrase(word, { kind: 'times', times });
}
for (const [share, words] of fractionWords) {
  for (const word of words) addPhrase(word, { kind: 'fraction', share });
}
for (const [unit, words] of Object.entries(unitWords) as ['km' | 'money', readonly string[]][]) {
  for (const word of words) addPhrase(word, { kind: 'unit', unit });
}
for (const word of fillerWords) addPhrase(word, { kind: 'filler' });
for (const meanings of phrases.values()) {
  meanings.sort((a, b) => precedence.indexOf(a.kind) - precedence.indexOf(b.kind));
}

/*
 * Typing mistakes: a word of four letters or more that names nothing is read as the one name
 * (of a make, model, place or kind of car) within one edit of it, two for eight letters or
 * more. Candidates come from a table of each name with letters deleted (the "symmetric delete"
 * lookup), built here once, so a word is looked up by its own deletions instead of being
 * compared with every name.
 */
const nameKinds = new Set<Meaning['kind']>(['make', 'model', 'list', 'condition']);
const namesByDeletion = new Map<string, string[]>();

/** The word with up to `edits` letters deleted, itself included. */
function deletions(word: string, edits: number): Set<string> {
  let level = new Set([word]);
  const all = new Set(level);
  for (let round = 0; round < edits; round += 1) {
    const next = new Set<string>();
    for (const form of level) {
      for (let index = 0; index < form.length; index += 1) {
        next.add(form.slice(0, index) + form.slice(index + 1));
      }
    }
    for (const form of next) all.add(form);
    level = next;
  }
  return all;
}

for (const phrase of writtenNames) {
  if (phrase.includes(' ') || /\d/.test(phrase) || allowedEdits(phrase) === 0) continue;
  if (!nameKinds.has(phrases.get(phrase)![0]!.kind)) continue;
  for (const form of deletions(phrase, allowedEdits(phrase))) {
    namesByDeletion.set(form, [...(namesByDeletion.get(form) ?? []), phrase]);
  }
}

/** The one name `word` is a mistyping of, or undefined when none or several are as near. */
function nearestName(word: string): string | undefined {
  const edits = allowedEdits(word);
  if (edits === 0 || /\d/.test(word)) return undefined;
  const candidates = new Set<string>();
  for (const form of deletions(word, edits)) {
    for (const name of namesByDeletion.get(form) ?? []) candidates.add(name);
  }
  let nearest: string[] = [];
  let nearestDistance = Infinity;
  for (const name of candidates) {
    const distance = editDistance(word, name);
    if (distance > Math.min(edits, allowedEdits(name))) continue;
    if (distance < nearestDistance) [nearest, nearestDistance] = [[name], distance];
    else if (distance === nearestDistance) nearest.push(name);
  }
  const meanings = new Set(nearest.map((name) => JSON.stringify(phrases.get(name)![0])));
  return meanings.size === 1 ? nearest[0] : undefined;
}

/** A criterion a name sets: what a typed beginning completes to (suggestions). */
export type NamedCriterion =
  | { parameter: 'make' | ListParameter | 'condition'; key: string }
  | { parameter: 'model'; make: string; key: string };

/** The written names of makes, models, places and kinds of car, folded, in order. */
const completableNames = [...writtenNames]
  .filter((name) => nameKinds.has(phrases.get(name)![0]!.kind))
  .sort();

function criterionOf(meaning: Meaning): NamedCriterion | undefined {
  if (meaning.kind === 'make') return { parameter: 'make', key: meaning.key };
  if (meaning.kind === 'model') return { parameter: 'model', make: meaning.make, key: meaning.key };
  if (meaning.kind === 'list') return { parameter: meaning.parameter, key: meaning.key };
  if (meaning.kind === 'condition') return { parameter: 'condition', key: meaning.key };
  return undefined;
}

/**
 * The criteria named by the names `typed` begins ("تويو", "nasr ci", "القا"), shortest names
 * first, each criterion once; an article typed before the name is read with or without it.
 */
export function criteriaNamedFrom(typed: string): NamedCriterion[] {
  const folded = foldTerm(typed);
  const beginnings = new Set([folded, folded.replace(/^ال/, '')].filter((form) => form !== ''));
  const names: string[] = [];
  for (const beginning of beginnings) {
    let low = 0;
    let high = completableNames.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (completableNames[middle]! < beginning) low = middle + 1;
      else high = middle;
    }
    for (let at = low; completableNames[at]?.startsWith(beginning); at += 1) {
      names.push(completableNames[at]!);
    }
  }
  names.sort((a, b) => a.length - b.length);
  const seen = new Set<string>();
  return names.flatMap((name) =>
    phrases.get(name)!.flatMap((meaning) => {
      const criterion = criterionOf(meaning);
      const key = JSON.stringify(criterion);
      if (!criterion || seen.has(key)) return [];
      seen.add(key);
      return [criterion];
    }),
  );
}

interface Token {
  /** As typed, folded as the free-text search folds words. */
  word: string;
  /** Folded as names are (foldTerm); a number's digits only. */
  term: string;
  /** The number it writes, for a token of digits ("30,000", "1.5"). */
  number?: number | undefined;
  /** A dash between two words ("2015-2018"). */
  dash?: boolean;
}

const numberPattern = /^\d+(?:[.,\u066B\u066C]\d+)*$/;
const thousandsPattern = /^\d{1,3}(?:[.,\u066B\u066C]\d{3})+$/;

/** The number digits write: thousands grouped by dots or commas, else one decimal mark. */
function numberOf(digits: string): number | undefined {
  if (thousandsPattern.test(digits)) return Number(digits.replace(/[.,\u066B\u066C]/g, ''));
  const decimal = /^(\d+)(?:[.,\u066B\u066C](\d+))?$/.exec(digits);
  return decimal ? Number(`${decimal[1]}.${decimal[2] ?? '0'}`) : undefined;
}

/**
 * A number and its multiplier or unit written together ("300k", "50km", "٥٠٠الف"), or a
 * number after a glued "و" or "ب" ("و600"), as two words; undefined for any other word, which
 * stays whole ("i10", "e200", "6th").
 */
function gluedParts(piece: string): string[] | undefined {
  const amount = /^(\d+(?:[.,\u066B\u066C]\d+)*)(\p{L}+)$/u.exec(piece);
  const glued = amount && phrases.get(foldTerm(amount[2]!))?.some(isKind('times', 'unit'));
  if (glued) return [amount[1]!, amount[2]!];
  const particle = /^([وبل])(\d+(?:[.,\u066B\u066C]\d+)*)$/.exec(piece);
  return particle ? [particle[1]!, particle[2]!] : undefined;
}

/**
 * The line's words and numbers. A number glued to a unit or multiplier ("300k", "50km",
 * "٥٠٠الف") is two tokens; anything but letters, digits and dashes separates them, so control
 * characters, direction marks and emoji are never read.
 */
function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  const pieces = latinDigits(text.slice(0, maxSearchTextLength)).matchAll(
    /\d+(?:[.,\u066B\u066C]\d+)+|[\p{L}\p{M}\p{N}]+|[-\u2013\u2014]/gu,
  );
  for (const [piece] of pieces) {
    if (/^[-\u2013\u2014]$/.test(piece)) {
      tokens.push({ word: piece, term: piece, dash: true });
      continue;
    }
    const parts = gluedParts(piece) ?? [piece];
    for (const part of parts) {
      const number = numberPattern.test(part) ? numberOf(part) : undefined;
      const word = normalizeName(part);
      tokens.push({ word, term: number === undefined ? foldTerm(part) : part, number });
    }
  }
  return tokens;
}

interface PhraseMatch {
  meaning: Meaning;
  meanings: Meaning[];
  /** The token after the phrase. */
  end: number;
}

/** A conjunction or preposition glued to a word: "بالاسكندرية", "وكيا", "لمدينة". */
const gluedParticle = /^[وبلف](?=..)/;

/**
 * The longest phrase starting at token `start`, its first word also read without a glued
 * particle; only the kinds `accepts` allows.
 */
function phraseAt(
  tokens: readonly Token[],
  start: number,
  accepts: (meaning: Meaning) => boolean = () => true,
): PhraseMatch | undefined {
  const first = tokens[start];
  if (!first || first.dash) return undefined;
  const firstTerms = [first.term];
  if (first.number === undefined && gluedParticle.test(first.term)) {
    firstTerms.push(foldTerm(first.term.slice(1)));
  }
  const last = Math.min(tokens.length, start + longestPhrase);
  for (let end = last; end > start; end -= 1) {
    const rest = tokens.slice(start + 1, end);
    if (rest.some((token) => token.dash)) continue;
    const restTerms = rest.map((token) => token.term);
    for (const firstTerm of firstTerms) {
      // A name written together may be typed apart: "rav 4", "x 70".
      const forms = [[firstTerm, ...restTerms].join(' ')];
      if (restTerms.length === 1) forms.push(firstTerm + restTerms[0]!);
      for (const form of forms) {
        const meanings = phrases.get(form)?.filter(accepts);
        if (meanings?.[0]) return { meaning: meanings[0], meanings, end };
      }
    }
  }
  return undefined;
}

interface Amount {
  value: number;
  /** The multiplier written after the number ("ألف", "k"), 1 for none. */
  times: number;
  unit?: 'km' | 'money' | undefined;
  end: number;
}

/** A share written before a multiplier: "نص مليون", "ربع مليون". */
const sharesBefore = new Map([
  ['نص', 0.5],
  ['نصف', 0.5],
  ['half', 0.5],
  ['ربع', 0.25],
  ['quarter', 0.25],
]);

/**
 * "مليون" or "million" alone is an amount ("اقل من مليون"); "ألف" alone is too vague to be one,
 * and "m" alone is a letter ("X5 M").
 */
const millionAt = (tokens: readonly Token[], start: number) => {
  const match = phraseAt(tokens, start, isKind('times'));
  return (
    match?.meaning.kind === 'times' &&
    match.meaning.times >= 1_000_000 &&
    tokens[start]!.term.length > 2
  );
};

/** An amount at `start`: "500", "500 ألف", "1.5 مليون", "مليون ونص", "80 الف كم", "900k". */
function amountAt(tokens: readonly Token[], start: number): Amount | undefined {
  const token = tokens[start];
  if (!token) return undefined;
  let value: number;
  let next = start;
  if (token.number !== undefined) {
    value = token.number;
    next += 1;
  } else if (sharesBefore.has(token.term) && phraseAt(tokens, start + 1, isKind('times'))) {
    value = sharesBefore.get(token.term)!;
    next += 1;
  } else if (millionAt(tokens, start)) value = 1;
  else return undefined;
  let times = 1;
  const multiplier = phraseAt(tokens, next, isKind('times'));
  // "X5 2015 M" is no price of two billion: a multiplier past any car's price is no multiplier.
  if (multiplier?.meaning.kind === 'times' && value * multiplier.meaning.times <= maxPriceEgp) {
    times = multiplier.meaning.times;
    value *= times;
    next = multiplier.end;
    const fraction = phraseAt(tokens, next, isKind('fraction'));
    if (fraction?.meaning.kind === 'fraction') {
      value += times * fraction.meaning.share;
      next = fraction.end;
    }
  }
  const unit = phraseAt(tokens, next, isKind('unit'));
  return {
    value: Math.round(value),
    times,
    unit: unit?.meaning.kind === 'unit' ? unit.meaning.unit : undefined,
    end: unit ? unit.end : next,
  };
}

const latestYear = new Date().getFullYear() + 1;
const isYear = (amount: Amount) =>
  amount.times === 1 &&
  amount.unit === undefined &&
  amount.value >= 1980 &&
  amount.value <= latestYear;

/**
 * What amounts measure: a unit decides, then a multiplier, then the size of the number. Past the
 * listings' limits (`maxMileageKm`, `maxPriceEgp`) they measure nothing.
 */
function measureOf(amounts: readonly Amount[]): 'year' | 'price' | 'mileage' | undefined {
  const highest = Math.max(...amounts.map((amount) => amount.value));
  if (amounts.some((amount) => amount.unit === 'km')) {
    return highest <= maxMileageKm ? 'mileage' : undefined;
  }
  if (amounts.every(isYear)) return 'year';
  const priced = amounts.some(
    (amount) => amount.unit === 'money' || amount.times > 1 || amount.value >= 10_000,
  );
  return priced && highest <= maxPriceEgp ? 'price' : undefined;
}

/** How far either side of an amount "about" reaches. */
const aroundShare = 0.1;

/**
 * Reads one line a buyer types into the listings' query parameters and the words left over.
 * Only the first `maxSearchTextLength` characters are read, as many as the search box takes.
 */
export function readSearchQuery(text: string): QueryReading {
  const tokens = tokensOf(text);
  const parameters: QueryParameters = {};
  const lists = new Map<ListParameter, string[]>();
  /** The models each model phrase may name, with its words for when another model wins. */
  const modelGroups: { models: Extract<Meaning, { kind: 'model' }>[]; tokens: Token[] }[] = [];
  const words: string[] = [];
  let pendingBound: Bound | undefined;

  const setOnce = (name: keyof QueryParameters, value: number | string) => {
    parameters[name] ??= String(value);
  };
  const addToList = (parameter: ListParameter, key: string) => {
    const keys = lists.get(parameter) ?? [];
    if (!keys.includes(key)) lists.set(parameter, [...keys, key]);
  };
  const leave = (token: Token) => {
    if (!token.dash && !words.includes(token.word)) words.push(token.word);
  };

  const place = (meanings: readonly Meaning[], placed: Token[]) => {
    const [meaning] = meanings;
    if (meaning?.kind === 'make') addToList('make', meaning.key);
    else if (meaning?.kind === 'model') {
      const models = meanings.filter(
        (one): one is Extract<Meaning, { kind: 'model' }> => one.kind === 'model',
      );
      modelGroups.push({ models, tokens: placed });
    } else if (meaning?.kind === 'list') addToList(meaning.parameter, meaning.key);
    else if (meaning?.kind === 'condition') setOnce('condition', meaning.key);
    else if (meaning?.kind === 'bound') pendingBound = meaning.bound;
  };

  const record = (
    amounts: readonly [Amount] | readonly [Amount, Amount],
    bound: Bound | undefined,
  ) => {
    const measure = measureOf(amounts);
    const values = amounts.map((amount) => amount.value);
    const low = Math.min(...values);
    const high = Math.max(...values);
    const isRange = amounts.length === 2;
    const atLeast = !isRange && (bound === 'min' || bound === 'from');
    const atMost = !isRange && bound === 'max';
    if (measure === 'year') {
      // A year alone is that year: the listings' year bounds both hold it.
      if (!atMost) setOnce('yearMin', low);
      if (!atLeast) setOnce('yearMax', high);
    } else if (measure === 'price' && !isRange && bound === 'around') {
      setOnce('priceMin', Math.round(low * (1 - aroundShare)));
      setOnce('priceMax', Math.round(high * (1 + aroundShare)));
    } else if (measure === 'price') {
      // A price alone is a budget: a maximum.
      if (isRange || atLeast) setOnce('priceMin', low);
      if (!atLeast) setOnce('priceMax', high);
    } else if (measure === 'mileage' && !atLeast) {
      setOnce('mileageMax', high);
    }
    return measure !== undefined;
  };

  const makesNamed = () => lists.get('make') ?? [];

  /**
   * What the phrase at a token places: a number names a model only after its make ("فيات 128",
   * "بيجو 3008") and starts a place's name only with the rest of it ("6 اكتوبر"); "مليون" starts
   * an amount.
   */
  const placedBy = (phrase: PhraseMatch | undefined, start: number) => {
    if (!phrase || phrase.meaning.kind === 'times') return undefined;
    if (tokens[start]!.number === undefined || phrase.end > start + 1) return phrase.meanings;
    const ofNamedMakes = phrase.meanings.filter(
      (meaning) => meaning.kind === 'model' && makesNamed().includes(meaning.make),
    );
    return ofNamedMakes.length > 0 ? ofNamedMakes : undefined;
  };

  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    const phrase = phraseAt(tokens, index);
    const placed = placedBy(phrase, index);
    if (placed && phrase) {
      place(placed, tokens.slice(index, phrase.end));
      index = phrase.end;
      continue;
    }
    const first = amountAt(tokens, index);
    if (first) {
      let amounts: [Amount] | [Amount, Amount] = [first];
      let end = first.end;
      const join = tokens[end]?.dash
        ? { end: end + 1 }
        : phraseAt(tokens, end, isKind('rangeJoin'));
      const joinsRange =
        join && (pendingBound === 'between' || !['and', 'و'].includes(tokens[end]!.term));
      const second = joinsRange ? amountAt(tokens, join.end) : undefined;
      // "من 300 الى 600 الف": the multiplier written once counts for both ends.
      const from =
        second && first.times === 1 && second.times > 1 && first.value < 1000
          ? { ...first, value: first.value * second.times, times: second.times }
          : first;
      // A year and a price are no range ("2018 او 500 الف"): each is read on its own.
      if (second && isYear(from) === isYear(second)) {
        amounts = [from, second];
        end = second.end;
      }
      const after = phraseAt(tokens, end, isKind('boundAfter'));
      const bound = after?.meaning.kind === 'boundAfter' ? after.meaning.bound : pendingBound;
      if (record(amounts, bound)) {
        pendingBound = undefined;
        index = after ? after.end : end;
        continue;
      }
      tokens.slice(index, first.end).forEach(leave);
      index = first.end;
      continue;
    }
    if (phrase) {
      index = phrase.end;
      continue;
    }
    const nearest = nearestName(token.term);
    if (nearest) place(phrases.get(nearest)!, [token]);
    else leave(token);
    index += 1;
  }

  const [first, ...others] = modelGroups;
  if (first) {
    const { models } = first;
    const chosen = models.find((model) => makesNamed().includes(model.make));
    // A model alone names its make, when only one make has a model of that name.
    if (!chosen && new Set(models.map((model) => model.make)).size === 1) {
      addToList('make', models[0]!.make);
    }
    parameters.model = (chosen ?? models[0]!).key;
  }
  // The listings take one model: the others' words are left for the description.
  for (const other of others) other.tokens.forEach(leave);
  for (const [parameter, keys] of lists) parameters[parameter] = keys.join(',');
  return { parameters, words };
}
