import { cities, governorateOfCity, governorates } from '#shared/reference/cities';
import type { FinanceTerms } from '#shared/reference/finance';
import { makes } from '#shared/reference/makes';
import type { Language } from '#shared/reference/types';
import { carFilterFromQuery, resolveCarFilter } from '#shared/rules/car-filter';
import { textInLanguage } from '#shared/rules/dealer-names';
import { displayName, normalizeName } from '#shared/rules/names';
import { dealerPath } from '#shared/rules/site-paths';
import {
  criteriaNamedFrom,
  readSearchQuery,
  type NamedCriterion,
  type QueryParameters,
} from '#shared/rules/query-reading';
import { describeSearch } from '#shared/rules/search-labels';
import {
  criteriaOfReading,
  criteriaQueryString,
  type Criteria,
} from '#shared/rules/search-interpretation';
import type { Suggestion } from '#shared/schemas/car';
import type { DealersBegunBy } from '../dealers/dealers.service';
import type { CarSearch } from './search/car-search';

/*
 * Suggestions as a buyer types (docs/decisions/181): the whole line read as a search, and the
 * names its last words begin completed (a make, a model of the make already named, a place),
 * and the dealerships whose names it begins, each with how many cars it finds. The counts come
 * from the search index in memory, the dealerships' names from a list read now and then.
 */

const maxSuggestions = 8;
/** Candidates counted before the likeliest are kept: enough for a first letter's makes. */
const candidatesCounted = 24;
/** The most words a name being typed spans ("land cruiser pr", "مدينة نص"). */
const longestTypedName = 3;

interface Candidate {
  parameters: QueryParameters;
  words: string[];
  /** The line read whole, not a completion. */
  whole?: boolean;
}

/** The context's criteria with the completed one added; undefined when it adds nothing new. */
function withCriterion(
  context: QueryParameters,
  criterion: NamedCriterion,
): QueryParameters | undefined {
  if (criterion.parameter === 'model') {
    const namedMakes = context.make?.split(',');
    if (context.model !== undefined) return undefined;
    if (namedMakes && !namedMakes.includes(criterion.make)) return undefined;
    return { ...context, make: context.make ?? criterion.make, model: criterion.key };
  }
  if (context[criterion.parameter] !== undefined) return undefined;
  return { ...context, [criterion.parameter]: criterion.key };
}

/** What a suggestion is: one make, one model, one place, or a search of several criteria. */
function kindOf({ parameters, words }: Candidate): Suggestion['kind'] {
  const names = Object.keys(parameters).sort().join();
  if (words.length > 0) return 'search';
  if (names === 'make' && !parameters.make!.includes(',')) return 'make';
  if (names === 'make,model') return 'model';
  if (names === 'city' && !parameters.city!.includes(',')) return 'place';
  return 'search';
}

const places = [...cities, ...governorates];

/** A place by its name, a district with its governorate ("Nasr City, Cairo"). */
function placeLabel(key: string, language: Language): string {
  const governorate = governorateOfCity.get(key);
  const name = displayName(places, key, language);
  if (governorate === undefined || governorate === key) return name;
  return `${name}${language === 'ar' ? '، ' : ', '}${displayName(governorates, governorate, language)}`;
}

function labelOf(candidate: Candidate, kind: Suggestion['kind'], language: Language): string {
  if (kind === 'place') return placeLabel(candidate.parameters.city!, language);
  return describeSearch(candidate.parameters, candidate.words, language);
}

/** The line read whole, then completions of the names its last words begin, most words first. */
function candidatesOf(text: string): Candidate[] {
  const candidates: Candidate[] = [];
  const whole = readSearchQuery(text);
  const typed = text.trim().split(/\s+/);
  // A line ending in a space has no word being typed: only its whole reading is suggested.
  const typing = !/\s$/.test(text) && typed[0] !== '';
  // A word still being typed that names nothing is no word to look for in descriptions yet.
  const unfinished = typing && whole.words.includes(normalizeName(typed.at(-1)!));
  if (Object.keys(whole.parameters).length > 0 && !unfinished) {
    candidates.push({ ...whole, whole: true });
  }
  if (!typing) return candidates;
  for (let span = Math.min(longestTypedName, typed.length); span >= 1; span -= 1) {
    const context = readSearchQuery(typed.slice(0, -span).join(' '));
    // After words that name nothing, a completion would search descriptions for them: the
    // line read whole already does.
    if (context.words.length > 0) continue;
    for (const criterion of criteriaNamedFrom(typed.slice(-span).join(' '))) {
      const parameters = withCriterion(context.parameters, criterion);
      if (parameters) candidates.push({ parameters, words: context.words });
    }
  }
  return candidates;
}

/** Dealerships are suggested once this many letters are typed: one letter begins hundreds. */
const dealerLettersTyped = 2;
/** At most this many dealerships are counted, and this many suggested. */
const dealersCounted = 50;
const dealersSuggested = 2;

/** The dealerships whose names the line begins, most cars first, each a search of its cars. */
async function dealerSuggestions(
  carSearch: Pick<CarSearch, 'count'>,
  dealersBegunBy: DealersBegunBy,
  text: string,
  language: Language,
): Promise<Suggestion[]> {
  if (text.trim().length < dealerLettersTyped) return [];
  const named = dealersBegunBy(text, dealersCounted);
  const counted = await Promise.all(
    named.map(async (dealer) => ({
      dealer,
      count: (await carSearch.count({ dealer: dealer.id })).total,
    })),
  );
  return counted
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, dealersSuggested)
    .map(({ dealer, count }) => ({
      kind: 'dealer',
      label: textInLanguage(dealer.names, language),
      criteria: criteriaQueryString({ dealer: dealer.id }),
      count,
      // The page's address is named as the API names the dealership: English, else Arabic.
      page: dealerPath(dealer.id, textInLanguage(dealer.names, 'en')),
    }));
}

/** Up to eight searches the typed `text` may be the beginning of, each with its cars. */
export async function suggestSearches(
  carSearch: Pick<CarSearch, 'count' | 'popularMakes'>,
  dealers: () => Promise<DealersBegunBy>,
  finance: FinanceTerms,
  text: string,
  language: Language,
): Promise<Suggestion[]> {
  if (text.trim() === '') {
    return (await carSearch.popularMakes(maxSuggestions)).map(({ key, count }) => ({
      kind: 'make',
      label: displayName(makes, key, language),
      criteria: criteriaQueryString({ make: key }),
      count,
    }));
  }
  /** Each candidate by its search's query string, with that search's criteria. */
  const unique = new Map<string, { candidate: Candidate; query: Partial<Criteria> }>();
  for (const candidate of candidatesOf(text)) {
    const query = criteriaOfReading(candidate.parameters, candidate.words);
    const criteria = criteriaQueryString(query);
    if (!unique.has(criteria)) unique.set(criteria, { candidate, query });
    if (unique.size === candidatesCounted) break;
  }
  const counted = await Promise.all(
    [...unique].map(async ([criteria, { candidate, query }]) => {
      const filter = resolveCarFilter(carFilterFromQuery({ year: undefined, ...query }), finance);
      return { criteria, candidate, count: (await carSearch.count(filter)).total };
    }),
  );
  // The line read whole comes first; the completions, the most cars first.
  const found = counted.filter((entry) => entry.count > 0);
  const rank = (entry: (typeof found)[number]) => (entry.candidate.whole ? Infinity : entry.count);
  found.sort((a, b) => rank(b) - rank(a));
  const ofDealers = await dealerSuggestions(carSearch, await dealers(), text, language);
  const searches = found
    .slice(0, maxSuggestions - ofDealers.length)
    .map(({ criteria, candidate, count }): Suggestion => {
      const kind = kindOf(candidate);
      return { kind, label: labelOf(candidate, kind, language), criteria, count };
    });
  return [...searches, ...ofDealers];
}
