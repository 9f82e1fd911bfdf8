import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '#shared/page-rendering';
import { createPageCache } from './page-cache';

const pageOf = (title: string): RenderedPage => ({ status: 200, head: `<title>${title}</title>` });

const deferred = () => {
  let resolve: (page: RenderedPage) => void = () => {};
  const promise = new Promise<RenderedPage>((done) => (resolve = done));
  return { promise, resolve };
};

describe('page cache', () => {
  it('writes a page once for requests asking while it is written, and keeps it', async () => {
    const cache = createPageCache(60);
    let written = 0;
    const render = async () => pageOf(`page ${(written += 1)}`);
    const pages = await Promise.all([cache.page('k', render), cache.page('k', render)]);
    expect(pages.map((page) => page.head)).toEqual([
      '<title>page 1</title>',
      '<title>page 1</title>',
    ]);
    expect(cache.has('k')).toBe(true);
    expect((await cache.page('k', render)).head).toBe('<title>page 1</title>');
    expect(written).toBe(1);
  });

  it('answers the requests waiting when cars change, but keeps nothing begun before', async () => {
    const cache = createPageCache(60);
    const slow = deferred();
    const waiting = [cache.page('k', () => slow.promise), cache.page('k', () => slow.promise)];
    expect(cache.has('k')).toBe(true);
    cache.clear(); // A car was written.
    expect(cache.has('k')).toBe(false);
    // A request after the change does not wait for the page begun before it.
    const after = cache.page('k', async () => pageOf('after'));
    slow.resolve(pageOf('before'));
    expect((await Promise.all(waiting)).map((page) => page.head)).toEqual([
      '<title>before</title>',
      '<title>before</title>',
    ]);
    expect((await after).head).toBe('<title>after</title>');
    expect((await cache.page('k', async () => pageOf('again'))).head).toBe('<title>after</title>');
  });

  it('keeps no failed page, and nothing at all when off', async () => {
    const cache = createPageCache(60);
    await expect(cache.page('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.has('k')).toBe(false);
    const off = createPageCache(0);
    let written = 0;
    const render = async () => pageOf(`page ${(written += 1)}`);
    await off.page('k', render);
    await off.page('k', render);
    expect(written).toBe(2);
    expect(off.has('k')).toBe(false);
  });
});
