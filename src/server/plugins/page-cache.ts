import { LRUCache } from 'lru-cache';
import type { RenderedPage } from '#shared/page-rendering';

type Render = () => Promise<RenderedPage>;

/** What a written page holds in characters (the size the cache is bounded by). */
const sizeOf = (page: RenderedPage) =>
  page.head.length + (page.body ? page.body.root.length + page.body.after.length : 0);

/**
 * Server-written pages (docs/decisions/148), kept `seconds` and shared by every visitor: a page
 * is written from its address and language alone (never from who asks), and writing one costs
 * a fifth of a second of CPU, so the same page asked for again and again is written once, and
 * requests asking for it while it is being written wait for that one. Emptied whenever cars
 * change (the search cache's clear): a page begun before the change still answers the requests
 * that waited for it, but is not kept. At most 1,000 pages and 16 million characters (32 MB).
 */
export function createPageCache(seconds: number) {
  const kept =
    seconds > 0
      ? new LRUCache<string, RenderedPage>({
          max: 1000,
          maxSize: 16 * 1024 * 1024,
          sizeCalculation: (page) => Math.max(1, sizeOf(page)),
          ttl: seconds * 1000,
        })
      : undefined;
  const writing = new Map<string, Promise<RenderedPage>>();
  /** Counts the clears, so that a page begun before one is not kept after it. */
  let clears = 0;

  const write = (key: string, render: Render) => {
    const begun = clears;
    const page = render().finally(() => {
      if (writing.get(key) === page) writing.delete(key);
    });
    writing.set(key, page);
    page.then(
      (written) => {
        if (clears === begun) kept?.set(key, written);
      },
      // The request that asked for it answers the failure; nothing is kept.
      () => undefined,
    );
    return page;
  };

  return {
    seconds,
    /** Whether the page of `key` is kept or being written: asking for it writes nothing. */
    has: (key: string) => (kept?.has(key) ?? false) || writing.has(key),
    /** The page of `key`: kept, being written, or written now. */
    page: (key: string, render: Render): Promise<RenderedPage> => {
      if (!kept) return render();
      const page = kept.get(key);
      if (page) return Promise.resolve(page);
      return writing.get(key) ?? write(key, render);
    },
    clear: () => {
      clears += 1;
      kept?.clear();
      writing.clear();
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
