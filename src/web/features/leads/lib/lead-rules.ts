import { maxLeadNoteLength } from '#shared/reference/leads';

/** `assignee=none`: the leads nobody is assigned. */
export const unassigned = 'none';

export type NoteProblem = 'required' | 'tooLong';

/** What is wrong with a note the user typed (the server's rule: 1 to 2,000 characters, trimmed). */
export function noteProblem(body: string): NoteProblem | undefined {
  const trimmed = body.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > maxLeadNoteLength) return 'tooLong';
  return undefined;
}
