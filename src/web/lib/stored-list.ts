import { useSyncExternalStore } from 'react';

/** A list the browser keeps in localStorage under `key`, with the hook that reads it. */
export interface StoredList<Item> {
  /** The list now (the same array until it changes, as `useSyncExternalStore` needs). */
  read: () => readonly Item[];
  /** Replaces the list with `change(current)`, cut to the list's length. */
  update: (change: (items: readonly Item[]) => readonly Item[]) => void;
  /**
   * The list, followed as it changes (here and in other tabs). Empty while the server writes a
   * page and while the browser hydrates it, as the server knows nothing of this browser's lists:
   * the kept items show right after.
   */
  useItems: () => readonly Item[];
}

const noItems: readonly never[] = [];

/**
 * A JSON array of `Item`s in localStorage, at most `max` of them. Entries that are not items
 * (an older shape, a hand edit) are dropped on reading. When storage is blocked (private modes)
 * the list lives in memory for as long as the page.
 */
export function storedList<Item>(
  key: string,
  isItem: (value: unknown) => value is Item,
  max: number,
): StoredList<Item> {
  const listeners = new Set<() => void>();
  let inMemory: string | null = null;
  let readText: string | null | undefined;
  let items: readonly Item[] = noItems;

  const load = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return inMemory;
    }
  };

  const read = () => {
    const text = load();
    // Parsed again only when the text changed: the same array while nothing did.
    if (text === readText) return items;
    readText = text;
    try {
      const parsed: unknown = JSON.parse(text ?? '[]');
      items = Array.isArray(parsed) ? parsed.filter(isItem).slice(0, max) : noItems;
    } catch {
      items = noItems;
    }
    return items;
  };

  const update = (change: (current: readonly Item[]) => readonly Item[]) => {
    const next = change(read()).slice(0, max);
    const text = next.length === 0 ? null : JSON.stringify(next);
    try {
      if (text === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, text);
    } catch {
      inMemory = text;
    }
    for (const listener of listeners) listener();
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    // Another tab's change (a `null` key: that tab cleared the whole storage).
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  const serverItems = () => noItems;
  const useItems = () => useSyncExternalStore(subscribe, read, serverItems);

  return { read, update, useItems };
}

/** `value` is an object with these keys of type string or number. */
export const hasFields = (
  value: unknown,
  fields: Record<string, 'string' | 'number'>,
): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Object.entries(fields).every(
    ([name, type]) => typeof (value as Record<string, unknown>)[name] === type,
  );
