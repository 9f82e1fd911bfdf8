import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

export const mediaUrlPrefix = '/media/';

/**
 * A file is written under `<key>.partial` and then renamed, so a reader never sees half a file.
 * Keys are written once (every picture has a new id), so one name per key is enough, and removing
 * a key removes what a crash left of its write too.
 */
export const partialSuffix = '.partial';

/** Stores objects as files under `root`, served by the app under /media. */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Bad storage key: ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = file + partialSuffix;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    get(key) {
      return readFile(fileOf(key));
    },
    async remove(keys) {
      const files = keys.map(fileOf).flatMap((file) => [file, file + partialSuffix]);
      await Promise.all(files.map((file) => rm(file, { force: true })));
    },
    url(key) {
      return mediaUrlPrefix + key;
    },
  };
}
