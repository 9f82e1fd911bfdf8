import { maxSavedSearchNameLength } from '#shared/reference/limits';

/** The name a search is offered under: its summary, cut to the longest name allowed. */
export function suggestedName(summary: string): string {
  const name = summary.trim();
  return name.length <= maxSavedSearchNameLength
    ? name
    : `${name.slice(0, maxSavedSearchNameLength - 1).trimEnd()}…`;
}

export type NameProblem = 'required' | 'tooLong';

/** What is wrong with a name the user typed (the server's rule: 1 to 80 characters, trimmed). */
export function nameProblem(name: string): NameProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > maxSavedSearchNameLength) return 'tooLong';
  return undefined;
}
