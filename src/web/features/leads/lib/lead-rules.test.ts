import { describe, expect, it } from 'vitest';
import * as contract from '#shared/schemas/lead';
import { noteProblem } from './lead-rules';

describe('the lead rules of the web', () => {
  it('find what is wrong with a note as the server would', () => {
    for (const body of ['', '   ', 'Called back', 'x'.repeat(2_000), ` ${'x'.repeat(2_000)} `]) {
      expect(noteProblem(body) === undefined, body).toBe(
        contract.leadNoteBodySchema.safeParse({ body }).success,
      );
    }
    expect(noteProblem('x'.repeat(2_001))).toBe('tooLong');
    expect(noteProblem(' ')).toBe('required');
  });
});
