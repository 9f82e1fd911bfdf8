import { makes } from '../reference/makes';
import { normalizeName } from './names';
import { latinDigits } from './numbers';

/*
 * The words a free-text search (`q`) looks for, and the words a car has: its make's and model's
 * names in both languages, its registration year, and the words of its description. Words are
 * folded the way names are (case, Arabic spelling variants), so "تويوتا" finds a Toyota and
 * "COROLLA 2018" a 2018 Corolla. Punctuation separates words and is never searched for.
 */

const separators = /[^\p{L}\p{N}]+/u;

/** The distinct folded words of a text, in order of appearance. */
export function searchWords(text: string): string[] {
  const words = normalizeName(latinDigits(text)).split(separators);
  return [...new Set(words.filter((word) => word !== ''))];
}

/** The words of a make (stored as its key) and a model (as typed), with their known names. */
export function vehicleWords(makeKey: string, model: string): string[] {
  const make = makes.find((entry) => entry.key === makeKey);
  const wanted = normalizeName(model);
  const known = make?.models.find((entry) =>
    [entry.key, entry.en, entry.ar].some((name) => normalizeName(name) === wanted),
  );
  const names = [makeKey, model];
  if (make) names.push(make.en, make.ar);
  if (known) names.push(known.key, known.en, known.ar);
  return searchWords(names.join(' '));
}

type WordedCar = { make: string; model: string; firstRegistration: number; description: string };

/** Every word a car can be found by. */
export const carWords = (car: WordedCar): ReadonlySet<string> =>
  new Set([
    ...vehicleWords(car.make, car.model),
    String(car.firstRegistration),
    ...searchWords(car.description),
  ]);
