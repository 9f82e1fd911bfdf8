import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSearchQuery } from './query-reading';

interface QueryCase {
  q: string;
  expect: Record<string, string>;
  words?: string[];
}

const cases = readFileSync(
  new URL('../../../test/fixtures/search/queries.jsonl', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as QueryCase);

describe('reading the sample queries buyers type', () => {
  it.each(cases)('$q', (queryCase) => {
    const { parameters, words } = readSearchQuery(queryCase.q);
    for (const [name, value] of Object.entries(queryCase.expect)) {
      expect(parameters, name).toHaveProperty(name, value);
    }
    if (queryCase.words) expect(words).toEqual(queryCase.words);
  });
});
