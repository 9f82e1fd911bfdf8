import { describe, expect, it } from 'vitest';
import { createSearchCache } from './search-cache';

const deferred = () => {
  let resolve: (value: string) => void = () => {};
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
};

describe('search cache', () => {
  it('computes a search once for requests asking at the same time', async () => {
    const cache = createSearchCache(10);
    let computed = 0;
    const compute = async () => `answer ${(computed += 1)}`;
    const answers = await Promise.all([cache.answer('k', compute), cache.answer('k', compute)]);
    expect(answers).toEqual(['answer 1', 'answer 1']);
    expect(computed).toBe(1);
  });

  it('answers a search that a write cleared while it was computing, with a fresh answer', async () => {
    const cache = createSearchCache(10);
    const slow = deferred();
    const waiting = [cache.answer('k', () => slow.promise), cache.answer('k', () => slow.promise)];
    cache.clear(); // A car was written.
    slow.resolve('before the write');
    const answers = await Promise.all(waiting);
    // Nobody gets an error; the answer is computed again after the clear.
    expect(answers).toEqual(['before the write', 'before the write']);
    expect(await cache.answer('k', async () => 'after the write')).toBe('after the write');
  });
});
