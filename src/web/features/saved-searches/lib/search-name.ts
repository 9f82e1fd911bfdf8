import { maxSavedSearchNameLength } from '#shared/reference/limits';

/** The name a search is offered under: its summary, cut to the longest name allowed. */
export function suggestedName(summary: string): string {
  const name = summary.trim();
  return name.length <= maxSavedSearchNameLength
    ? name
    : `${name.slice(0, maxSavedSearchNameLength - 1).trimEnd()}…`;
}

/** Marks of writing direction: invisible, and left in names saved from older summaries. */
const directionMarks = /[\u200e\u200f\u061c]/g;
const words = (text: string) => text.replace(directionMarks, '').replace(/\s+/g, ' ').trim();

/**
 * Whether a search's name says just what its summary says, as when it was saved under the name
 * it was offered: the summary is then not repeated under it.
 */
export const nameIsSummary = (name: string, summary: string) => words(name) === words(summary);

export type NameProblem = 'required' | 'tooLong';

/** What is wrong with a name the user typed (the server's rule: 1 to 80 characters, trimmed). */
export function nameProblem(name: string): NameProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > maxSavedSearchNameLength) return 'tooLong';
  return undefined;
}
