/** Where pictures live. Keys are relative paths that start with the configured base path. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored object's bytes (picture jobs read the upload a web process stored). */
  get(key: string): Promise<Buffer>;
  /** Removes the objects; a key that is already gone is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** The public URL of a stored object. */
  url(key: string): string;
}
